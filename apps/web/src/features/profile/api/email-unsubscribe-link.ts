import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailUnsubscribeLinkView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** What a mail's unsubscribe link would turn off, and for whom; reading it changes nothing. */

export const emailUnsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: profileKeys.emailUnsubscribeLink(token),
    queryFn: () =>
      api<EmailUnsubscribeLinkView>(
        `/email-preferences/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
    enabled: token !== '',
  });

export const useEmailUnsubscribeLink = (token: string) =>
  useQuery(emailUnsubscribeLinkQueryOptions(token));

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactInfo,
  ContactInfoView,
  PageInput,
  PageSlug,
  PagesView,
  PageView,
  SeoSettings,
  SeoSettingsView,
} from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminKey, invalidateKeys } from '../../../lib/query-keys.ts';
import { storage } from '../../../lib/storage.ts';
import { contentKeys } from './keys.ts';

/** GET /api/admin/pages: the legal and information pages. */
export const useStaffPages = () =>
  useQuery({ queryKey: contentKeys.staffPages, queryFn: () => api<PagesView>('/admin/pages') });

/** GET /api/admin/settings/contact: the contact document with every social, empty ones too. */
export const useStaffContact = () =>
  useQuery({
    queryKey: contentKeys.staffContact,
    queryFn: () => api<ContactInfoView>('/admin/settings/contact'),
  });

/** Every save refreshes the back office and the public copies (the footer, the page itself). */
function useContentMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      invalidateKeys(queryClient, [
        adminKey,
        contentKeys.seo,
        contentKeys.contact,
        contentKeys.pages,
      ]),
  });
}

export const useSavePage = () =>
  useContentMutation(({ slug, ...body }: PageInput & { slug: PageSlug }) =>
    api<PageView>(`/admin/pages/${slug}`, { method: 'PUT', body }),
  );

export const useSaveSeo = () =>
  useContentMutation(async (body: SeoSettings) => {
    const saved = await api<SeoSettingsView>('/admin/settings/seo', { method: 'PUT', body });
    // The device keeps the site settings (specification §3); the staff's own copy updates now.
    storage.setJson('seo', saved);
    return saved;
  });

export const useSaveContact = () =>
  useContentMutation((body: ContactInfo) =>
    api<ContactInfoView>('/admin/settings/contact', { method: 'PUT', body }),
  );

import {
  adPublishIssues,
  AdInput,
  fieldLabelsOf,
  toFieldErrors,
  type AdDraft,
  type Locale,
} from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';

/** 409 while a live reverse auction holds the ad's prices: the auction is cancelled first. */
export const heldByAuction = () =>
  new ProblemError('CONFLICT', { detailKey: 'ads.server.heldByAuction' });

export const deadlineProblem = (messageKey: string, params: Record<string, string> = {}) =>
  new ProblemError('VALIDATION', {
    fields: [
      { field: 'bidDeadline', messageKey, params: { field: 'fields.bidDeadline', ...params } },
    ],
  });

/**
 * 400 naming every field an ad still lacks (or has wrong) to be published, as the form's own
 * check names them: a draft may wait for its terms, publishing may not.
 */
export function assertPublishable(draft: AdDraft, locale: Locale): void {
  const issues = adPublishIssues(draft);
  if (issues.length === 0) return;
  const errors = toFieldErrors(issues, locale, fieldLabelsOf(AdInput));
  throw new ProblemError('VALIDATION', { errors });
}

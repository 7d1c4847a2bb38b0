import { ProblemError } from '../../lib/problem.ts';
import type { AdRow } from './queries/access.ts';

/** 409 for a command the ad's state does not allow, naming the state. */
export const notAllowedInStatus = (row: Pick<AdRow, 'status'>) =>
  new ProblemError('CONFLICT', {
    detailKey: 'ads.server.notAllowedInStatus',
    detailParams: { status: `procurement.adStatus.${row.status}` },
  });

export const deadlineProblem = (messageKey: string, params: Record<string, string> = {}) =>
  new ProblemError('VALIDATION', {
    fields: [
      { field: 'bidDeadline', messageKey, params: { field: 'fields.bidDeadline', ...params } },
    ],
  });

import {
  canEditCompany,
  canEditSectors,
  canManageTeam,
  canViewCompanyDocuments,
  type Actor,
  type CompanyView,
} from '@teklifal/core';
import type { CompanyRow } from './queries/company-of-user.ts';
import { presentCompanyRecord } from '../../lib/company-record.ts';

export function presentCompany(
  row: CompanyRow,
  extra: { sectorIds: string[]; counts: CompanyView['counts'] },
  actor: Actor,
): CompanyView {
  return {
    ...presentCompanyRecord(row),
    sectorIds: extra.sectorIds,
    counts: extra.counts,
    abilities: {
      edit: canEditCompany(actor, row.id),
      manageTeam: canManageTeam(actor, row.id),
      editSectors: canEditSectors(actor, row.id),
      viewDocuments: canViewCompanyDocuments(actor, row.id),
    },
  };
}

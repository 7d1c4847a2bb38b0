import type { Actor } from './access.ts';
import { canManageCompany, canViewCompanyDocuments } from './company.ts';
import { forbidden, NOT_FOUND, type AbilityRule } from './refusal.ts';

/** What the company's rules look at: which company the record is. */
export interface CompanyFacts {
  id: string;
}

type CompanyRule = AbilityRule<Actor, CompanyFacts>;

/** A company's own page is its members' and the platform staff's; anyone else: 404. */
const visible: CompanyRule = (actor, company) =>
  canViewCompanyDocuments(actor, company.id) ? null : NOT_FOUND;

/** Owners and admins manage; another member is told 403 (the company is theirs to see). */
const managed: CompanyRule = (actor, company) =>
  visible(actor, company) ?? (canManageCompany(actor, company.id) ? null : forbidden());

/**
 * The company's table: its profile, documents and role requests (`manage`), its sectors,
 * its team (members and invitations, each member's own rule in `canChangeMemberRole`).
 */
export const companyRules = {
  view: visible,
  viewDocuments: visible,
  edit: managed,
  editSectors: managed,
  manage: managed,
  /** The actor's own company's team: its owners and admins (403 to other members). */
  manageTeam: (actor, company) => (canManageCompany(actor, company.id) ? null : forbidden()),
} satisfies Record<string, CompanyRule>;

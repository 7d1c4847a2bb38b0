/**
 * The specification's rule for a user's company over company documents as the hosted
 * document database kept them (§3): the company whose adminUserId is the user; failing that,
 * the one whose teamMembers lists the user — teamMembers being either an array of objects
 * with userId, or a map keyed by user id. The server applies the same rule in SQL
 * (apps/api/src/lib/company-of-user.ts); this one reads exported documents, e.g. on import.
 */
export type TeamMembersShape =
  readonly { userId: string }[] | Readonly<Record<string, unknown>> | null | undefined;

export interface CompanyDocumentShape {
  id: string;
  adminUserId: string;
  teamMembers?: TeamMembersShape;
}

export function listsTeamMember(teamMembers: TeamMembersShape, userId: string): boolean {
  if (!teamMembers) return false;
  if (Array.isArray(teamMembers)) return teamMembers.some((member) => member?.userId === userId);
  return Object.prototype.hasOwnProperty.call(teamMembers, userId);
}

export function companyOfUser<C extends CompanyDocumentShape>(
  companies: readonly C[],
  userId: string,
): C | null {
  return (
    companies.find((company) => company.adminUserId === userId) ??
    companies.find((company) => listsTeamMember(company.teamMembers, userId)) ??
    null
  );
}

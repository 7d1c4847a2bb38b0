import type { CompanyRole } from '@teklifal/core';
import type { OldTeamMember } from './old-documents.ts';

/** One old company's people, in the order of the export. */
export interface OldTeam {
  companyId: string;
  adminUserId: string | undefined;
  members: OldTeamMember[];
}

export interface NewTeam {
  /** The owner: the old admin, or failing that the first listed member (promoted). */
  owner: string | undefined;
  members: { userId: string; role: Exclude<CompanyRole, 'owner'> }[];
  /** Why someone of this company's document is not in its team (for the report). */
  notes: string[];
}

/**
 * Who ends up in which company. In the new system a user belongs to at most one company, and
 * the specification's rule picks it: the company whose adminUserId is the user, failing that
 * the first company that lists the user in teamMembers (export order). Every other claim on the
 * user is a conflict, noted on the company that loses them. `present` tells the users that are
 * here (imported); the others cannot be placed.
 */
export function assignTeams(
  teams: readonly OldTeam[],
  present: (oldUserId: string) => boolean,
): Map<string, NewTeam> {
  const result = new Map<string, NewTeam>(
    teams.map((team) => [team.companyId, { owner: undefined, members: [], notes: [] }]),
  );
  const companyOf = new Map<string, string>();
  const teamOf = (companyId: string) => result.get(companyId) as NewTeam;

  for (const { companyId, adminUserId } of teams) {
    if (!adminUserId) continue;
    const holder = companyOf.get(adminUserId);
    if (!present(adminUserId)) {
      teamOf(companyId).notes.push(`yönetici ${adminUserId} aktarılmadı (admin user not imported)`);
    } else if (holder) {
      teamOf(companyId).notes.push(
        `yönetici ${adminUserId} zaten companies/${holder} şirketinin yöneticisi (admin already admin of companies/${holder})`,
      );
    } else {
      companyOf.set(adminUserId, companyId);
      teamOf(companyId).owner = adminUserId;
    }
  }

  for (const { companyId, members } of teams) {
    const team = teamOf(companyId);
    for (const { userId, role } of members) {
      const holder = companyOf.get(userId);
      if (holder === companyId) continue; // the admin listed in their own team, or listed twice
      if (!present(userId)) {
        team.notes.push(`ekip üyesi ${userId} aktarılmadı (team member not imported)`);
      } else if (holder) {
        team.notes.push(
          `ekip üyesi ${userId} companies/${holder} şirketinde kaldı (team member stays in companies/${holder})`,
        );
      } else {
        companyOf.set(userId, companyId);
        team.members.push({ userId, role });
      }
    }
  }

  for (const team of result.values()) {
    if (team.owner) continue;
    const first = team.members.shift();
    if (!first) continue;
    team.owner = first.userId;
    team.notes.push(
      `yönetici yok; ${first.userId} sahip yapıldı (no admin; owner is ${first.userId})`,
    );
  }
  return result;
}

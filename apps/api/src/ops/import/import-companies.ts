import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { company, companyMember, user } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { companyColumns, givenTaxNumber } from './company-columns.ts';
import type { ImportReport } from './import-report.ts';
import { OldCompany } from './old-documents.ts';
import { parseDocument, type OldEntry } from './old-export.ts';
import { importedIds, rememberImport } from './source-ids.ts';
import { assignTeams, type NewTeam } from './team-assignment.ts';

/**
 * Imports the companies with their teams and returns old id → new id of every company that is
 * here now. Who belongs where is decided over the whole export (team-assignment.ts), including
 * the companies an earlier run imported, so a second run decides the same and changes nothing.
 */
export async function importCompanies(
  app: FastifyInstance,
  entries: OldEntry[],
  userIds: ReadonlyMap<string, string>,
  report: ImportReport,
): Promise<Map<string, string>> {
  const ids = await importedIds(app.db, 'companies');
  const documents = new Map<string, OldCompany>();
  for (const entry of entries) {
    const doc = ids.has(entry.id)
      ? OldCompany.safeParse(entry.data).data
      : parseDocument(OldCompany, entry, 'companies', report);
    if (doc) documents.set(entry.id, doc);
  }
  const teams = assignTeams(
    [...documents].map(([companyId, doc]) => ({
      companyId,
      adminUserId: doc.adminUserId,
      members: doc.teamMembers,
    })),
    (oldUserId) => userIds.has(oldUserId),
  );

  for (const entry of entries) {
    if (ids.has(entry.id)) {
      report.alreadyImported('companies');
      continue;
    }
    const doc = documents.get(entry.id);
    const team = teams.get(entry.id);
    if (!doc || !team) continue; // reported as invalid above
    const note = (reason: string) => report.note(entry.path, reason);
    const newTeam = toNewIds(team, userIds);
    if (!newTeam) {
      report.skip(
        'companies',
        entry.path,
        ['sahip olacak kullanıcı yok (no imported user to own it)', ...team.notes].join('; '),
      );
      continue;
    }
    team.notes.forEach(note);
    const created = await createImportedCompany(app.db, { entry, doc, team: newTeam }, note);
    if (created) {
      ids.set(entry.id, created);
      report.imported('companies');
    } else {
      report.skip(
        'companies',
        entry.path,
        'sahibi zaten bir şirkette (owner already in a company)',
      );
    }
  }
  return ids;
}

type PlacedTeam = { owner: string; members: NewTeam['members'] };

/** The team with the users' new ids; undefined when nobody can own the company. */
function toNewIds(team: NewTeam, userIds: ReadonlyMap<string, string>): PlacedTeam | undefined {
  const owner = team.owner ? userIds.get(team.owner) : undefined;
  if (!owner) return undefined;
  const members = team.members.flatMap(({ userId, role }) => {
    const id = userIds.get(userId);
    return id ? [{ userId: id, role }] : [];
  });
  return { owner, members };
}

/**
 * The company, its team, the import's record and the audit line, in one transaction. A user
 * who joined a company in this system since (one company per user) is left where they are.
 */
async function createImportedCompany(
  db: Database,
  props: { entry: OldEntry; doc: OldCompany; team: PlacedTeam },
  note: (reason: string) => void,
): Promise<string | undefined> {
  const { entry, team } = props;
  return db.transaction(async (tx) => {
    const people = [team.owner, ...team.members.map((member) => member.userId)];
    const placed = await tx
      .select({ userId: companyMember.userId })
      .from(companyMember)
      .where(inArray(companyMember.userId, people));
    const inCompany = new Set(placed.map((row) => row.userId));
    if (inCompany.has(team.owner)) return undefined;
    const [owner] = await tx
      .select({ email: user.email, phone: user.phone })
      .from(user)
      .where(eq(user.id, team.owner));
    if (!owner) throw new Error(`imported user ${team.owner} is missing`);
    const [taken] = await tx
      .select({ id: company.id })
      .from(company)
      .where(eq(company.taxNumber, givenTaxNumber(props.doc)));
    const columns = companyColumns(
      { oldId: entry.id, doc: props.doc, owner, taxNumberTaken: taken !== undefined },
      note,
    );
    const [row] = await tx
      .insert(company)
      .values({ ...columns, adminUserId: team.owner })
      .returning({ id: company.id });
    if (!row) throw new Error('company insert returned nothing');
    const members = team.members.filter((member) => {
      if (inCompany.has(member.userId))
        note(`ekip üyesi zaten bir şirkette (member already in a company)`);
      return !inCompany.has(member.userId);
    });
    await tx
      .insert(companyMember)
      .values([
        { companyId: row.id, userId: team.owner, role: 'owner' as const },
        ...members.map((member) => ({ companyId: row.id, ...member })),
      ]);
    await rememberImport(tx, { collection: 'companies', sourceId: entry.id, targetId: row.id });
    await writeAudit(tx, {
      actorUserId: null,
      companyId: row.id,
      action: 'company.imported',
      entityType: 'company',
      entityId: row.id,
      data: {
        sourceId: entry.id,
        name: columns.name,
        isBuyerConfirmed: columns.isBuyerConfirmed,
        isSellerConfirmed: columns.isSellerConfirmed,
      },
    });
    return row.id;
  });
}

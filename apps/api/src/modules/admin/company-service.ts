import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canDecideApproval,
  translate,
  type AdminCompaniesQuery,
  type AdminCompanyDetail,
  type AdminPage,
  type AdminCompanyListItem,
  type ApprovalState,
  type CompanyMarketRole,
  type Locale,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  company,
  companyDocument,
  companyMember,
  companySector,
  file,
  sector,
  user,
} from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notifyCompany } from '../../lib/notify.ts';
import { ProblemError } from '../../lib/problem.ts';
import { foldedContains, turkishSortKey } from '../../lib/search.ts';
import { presentCompanyDetail, presentCompanyListItem, presentDocument } from './presenter.ts';

type CompaniesQuery = z.output<typeof AdminCompaniesQuery>;
type CompanyRow = typeof company.$inferSelect;
type UserRow = typeof user.$inferSelect;

const anyPending = sql`(case when ${company.isBuyerConfirmed} = 'pending' or ${company.isSellerConfirmed} = 'pending' then 0 else 1 end)`;

/** The back office's company list: search, approval filters, pending first by default. */
export async function listCompanies(
  db: Database,
  query: CompaniesQuery,
): Promise<AdminPage<AdminCompanyListItem>> {
  const filters: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const digits = q.replace(/[\s-]/g, '');
    const byName = foldedContains(company.name, q);
    filters.push(
      /^\d+$/.test(digits)
        ? (or(byName, foldedContains(company.taxNumber, digits)) as SQL)
        : byName,
    );
  }
  if (query.buyer) filters.push(eq(company.isBuyerConfirmed, query.buyer));
  if (query.seller) filters.push(eq(company.isSellerConfirmed, query.seller));
  const where = filters.length ? and(...filters) : undefined;

  const order: SQL[] = {
    pending: [anyPending, desc(company.createdAt)],
    createdAt: [asc(company.createdAt)],
    '-createdAt': [desc(company.createdAt)],
    name: [asc(turkishSortKey(company.name))],
    '-name': [desc(turkishSortKey(company.name))],
  }[query.sort];

  const [rows, [total]] = await Promise.all([
    db
      .select({ company, ownerName: user.name, ownerEmail: user.email })
      .from(company)
      .leftJoin(user, eq(user.id, company.adminUserId))
      .where(where)
      .orderBy(...order, desc(company.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(company).where(where),
  ]);
  return {
    items: rows.map((row) =>
      presentCompanyListItem(
        row.company,
        row.ownerName !== null && row.ownerEmail !== null
          ? { name: row.ownerName, email: row.ownerEmail }
          : null,
      ),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}

/** One company with its owner, team, documents and sectors; null when there is none. */
export async function findCompanyDetail(
  db: Database,
  companyId: string,
): Promise<AdminCompanyDetail | null> {
  const [row] = await db.select().from(company).where(eq(company.id, companyId));
  if (!row) return null;
  const parent = alias(sector, 'parent');
  const [[owner], members, documents, sectors] = await Promise.all([
    db.select().from(user).where(eq(user.id, row.adminUserId)),
    db
      .select({ member: companyMember, name: user.name, email: user.email, banned: user.banned })
      .from(companyMember)
      .innerJoin(user, eq(user.id, companyMember.userId))
      .where(eq(companyMember.companyId, companyId))
      .orderBy(asc(companyMember.createdAt)),
    db
      .select({ document: companyDocument, file })
      .from(companyDocument)
      .innerJoin(file, eq(file.id, companyDocument.fileId))
      .where(eq(companyDocument.companyId, companyId))
      .orderBy(asc(companyDocument.createdAt)),
    db
      .select({ sector, parentNameTr: parent.nameTr, parentNameEn: parent.nameEn })
      .from(companySector)
      .innerJoin(sector, eq(sector.id, companySector.sectorId))
      .leftJoin(parent, eq(parent.id, sector.parentId))
      .where(eq(companySector.companyId, companyId))
      .orderBy(asc(parent.sortOrder), asc(sector.sortOrder), asc(sector.nameTr)),
  ]);
  const ROLE_ORDER = { owner: 0, admin: 1, member: 2 } as const;
  return presentCompanyDetail({
    row,
    owner: owner ?? null,
    members: members
      .map((m) => ({
        userId: m.member.userId,
        name: m.name,
        email: m.email,
        role: m.member.role,
        banned: m.banned === true,
        joinedAt: m.member.createdAt.toISOString(),
      }))
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]),
    documents: documents.map((d) => presentDocument(d.document, d.file)),
    sectors: sectors.map((s) => ({
      id: s.sector.id,
      nameTr: s.sector.nameTr,
      nameEn: s.sector.nameEn,
      parentId: s.sector.parentId,
      parentNameTr: s.parentNameTr,
      parentNameEn: s.parentNameEn,
    })),
  });
}

const FLAG = { buyer: 'isBuyerConfirmed', seller: 'isSellerConfirmed' } as const;
const REASON = { buyer: 'buyerRejectionReason', seller: 'sellerRejectionReason' } as const;

export interface DecisionResult {
  company: CompanyRow;
  owner: UserRow | null;
  previous: ApprovalState;
}

/**
 * An approval decision of the platform staff on one role of a company, in one transaction:
 * the flag (and the rejection reason), the company's notification and the audit line.
 * Refuses a role that was never asked for and approving a role that is already approved.
 */
export async function decideCompanyApproval(
  db: Database,
  props: {
    companyId: string;
    role: CompanyMarketRole;
    decision: 'approve' | 'reject';
    reason: string | null;
    actorUserId: string;
    ip: string;
    locale: Locale;
  },
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(company)
      .where(eq(company.id, props.companyId))
      .for('update');
    if (!row) throw new ProblemError('NOT_FOUND');
    const previous = row[FLAG[props.role]];
    const check = canDecideApproval(previous, props.decision);
    if (check !== 'ok') {
      throw new ProblemError('CONFLICT', {
        detail: translate(props.locale, `admin.decision.${check}`),
      });
    }
    const approve = props.decision === 'approve';
    const reason = approve ? null : props.reason;
    const [updated] = await tx
      .update(company)
      .set({ [FLAG[props.role]]: approve ? 'yes' : 'rejected', [REASON[props.role]]: reason })
      .where(eq(company.id, row.id))
      .returning();
    if (!updated) throw new ProblemError('NOT_FOUND');

    const roleKey = `companies.roles.${props.role}` as const;
    if (approve) {
      await notifyCompany(tx, {
        companyId: row.id,
        type: 'companyApproved',
        params: { role: roleKey },
        route: '/my-company',
      });
    } else {
      await notifyCompany(tx, {
        companyId: row.id,
        type: 'companyRejected',
        params: { role: roleKey, reason: reason ?? '' },
        route: '/my-company',
      });
    }
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: row.id,
      action: approve ? 'company.approved' : 'company.rejected',
      entityType: 'company',
      entityId: row.id,
      data: { role: props.role, from: previous, to: approve ? 'yes' : 'rejected', reason },
      ip: props.ip,
    });
    const [owner] = await tx.select().from(user).where(eq(user.id, row.adminUserId));
    return { company: updated, owner: owner ?? null, previous };
  });
}

import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AdminCompaniesQuery,
  type AdminCompanyDetail,
  type AdminPage,
  type AdminCompanyListItem,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { company, companyMember, companySector } from '../../companies/queries/tables.ts';
import { sector } from '../../sectors/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';
import { foldedContains, turkishSortKey } from '../../../lib/search.ts';
import { presentCompanyDocument } from '../../companies/presenter.ts';
import { listDocuments } from '../../companies/queries/companies.ts';
import { findLogoImage } from '../../companies/queries/logo-image.ts';
import { presentCompanyDetail, presentCompanyListItem } from '../presenter.ts';

type CompaniesQuery = z.output<typeof AdminCompaniesQuery>;

/** A role of the company waits for staff's decision. */
const waiting = or(
  eq(company.isBuyerConfirmed, 'pending'),
  eq(company.isSellerConfirmed, 'pending'),
);
const anyPending = sql`(case when ${waiting} then 0 else 1 end)`;

/** How many companies have a role waiting for staff's decision (the navigation's badge). */
export async function countWaitingCompanies(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(company).where(waiting);
  return row?.value ?? 0;
}

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
  const [[owner], members, documents, sectors, logoImage] = await Promise.all([
    db.select().from(user).where(eq(user.id, row.adminUserId)),
    db
      .select({ member: companyMember, name: user.name, email: user.email, banned: user.banned })
      .from(companyMember)
      .innerJoin(user, eq(user.id, companyMember.userId))
      .where(eq(companyMember.companyId, companyId))
      .orderBy(asc(companyMember.createdAt)),
    listDocuments(db, companyId),
    db
      .select({ sector, parentNameTr: parent.nameTr, parentNameEn: parent.nameEn })
      .from(companySector)
      .innerJoin(sector, eq(sector.id, companySector.sectorId))
      .leftJoin(parent, eq(parent.id, sector.parentId))
      .where(eq(companySector.companyId, companyId))
      .orderBy(asc(parent.sortOrder), asc(sector.sortOrder), asc(sector.nameTr)),
    findLogoImage(db, row.logoFileId),
  ]);
  const ROLE_ORDER = { owner: 0, admin: 1, member: 2 } as const;
  return presentCompanyDetail({
    row,
    logoImage,
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
    documents: documents.map((d) => presentCompanyDocument(d.doc, d.stored)),
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

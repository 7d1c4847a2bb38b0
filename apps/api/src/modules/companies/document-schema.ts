import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/schema/columns.ts';
import { company } from './schema.ts';
import { file } from '../files/queries/tables.ts';
import { user } from '../auth/queries/tables.ts';

export const COMPANY_DOCUMENT_KINDS = ['taxCertificate', 'signatureCircular', 'other'] as const;
export type CompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];

/** Verification documents (vergi levhası, imza sirküleri): the company and platform staff only. */
export const companyDocument = pgTable(
  'company_document',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    fileId: text()
      .notNull()
      .references(() => file.id, { onDelete: 'cascade' }),
    kind: text().$type<CompanyDocumentKind>().notNull(),
    uploadedBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId)],
);

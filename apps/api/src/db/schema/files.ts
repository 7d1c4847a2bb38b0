import type { UploadPurpose } from '@teklifal/core';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { company } from './companies.ts';
import { createdAt, id } from './columns.ts';

/** An uploaded file; served only to those who may see what it is attached to. */
export const file = pgTable(
  'file',
  {
    id: id(),
    uploadedBy: text().references(() => user.id, { onDelete: 'set null' }),
    companyId: text().references(() => company.id, { onDelete: 'cascade' }),
    purpose: text().$type<UploadPurpose>().notNull(),
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    /**
     * An image's size in pixels as shown (EXIF orientation applied) and a tiny blurred WebP
     * (a data: URI) that holds its place while it loads. Null for other files, and for an
     * image that could not be read or is too large to resize (it is served as uploaded).
     */
    width: integer(),
    height: integer(),
    placeholder: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId)],
);

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

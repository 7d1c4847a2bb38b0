import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { UploadPurpose } from '@teklifal/core';
import { createdAt, id } from '../../db/schema/columns.ts';
import { user } from '../auth/queries/tables.ts';
import { company } from '../companies/queries/tables.ts';

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

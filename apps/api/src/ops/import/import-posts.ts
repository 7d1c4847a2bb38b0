import { urlField, type PostKind } from '@teklifal/core';
import type { Database } from '../../db/client.ts';
import { post } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { postColumns } from '../../modules/posts/post-parts.ts';
import type { ImportReport } from './import-report.ts';
import { OldPost } from './old-documents.ts';
import { parseDocument, type OldEntry } from './old-export.ts';
import { importedIds, rememberImport } from './source-ids.ts';

const COLLECTION_OF = { blog: 'blogs', announcement: 'announcements' } as const;

/**
 * Imports blog posts or announcements as published posts, through the same column rules as a
 * staff edit (sanitized HTML, blog-only fields). An empty title, category or author stays
 * empty and is shown with the specification's defaults; a post without a date keeps none
 * ('Tarih bilinmiyor') instead of getting the day of the import.
 */
export async function importPosts(
  db: Database,
  kind: PostKind,
  entries: OldEntry[],
  report: ImportReport,
): Promise<void> {
  const collection = COLLECTION_OF[kind];
  const ids = await importedIds(db, collection);
  const now = new Date();
  for (const entry of entries) {
    if (ids.has(entry.id)) {
      report.alreadyImported(collection);
      continue;
    }
    const doc = parseDocument(OldPost, entry, collection, report);
    if (!doc) continue;
    const cover = doc.coverImageUrl ? urlField.safeParse(doc.coverImageUrl) : undefined;
    if (cover && !cover.success) {
      report.note(
        entry.path,
        `kapak görseli adresi geçersiz, alınmadı (invalid cover image dropped)`,
      );
    }
    const columns = postColumns(
      kind,
      {
        title: doc.title?.slice(0, 200) ?? null,
        content: doc.content,
        coverImageUrl: cover?.success ? cover.data : null,
        category: doc.category?.slice(0, 60) ?? null,
        author: doc.author?.slice(0, 120) ?? null,
        status: 'published',
        publishedAt: null,
      },
      { now, publishedBefore: null },
    );
    if (columns.content.trim() === '') {
      report.skip(
        collection,
        `${entry.path}.content`,
        'içerik güvenli HTML olarak boş (content empty once sanitized)',
      );
      continue;
    }
    const dated = doc.createdAt ? { createdAt: doc.createdAt } : {};
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(post)
        .values({ kind, ...columns, ...dated, publishedAt: doc.createdAt ?? null, createdBy: null })
        .returning({ id: post.id });
      if (!row) throw new Error('post insert returned nothing');
      await rememberImport(tx, { collection, sourceId: entry.id, targetId: row.id });
      await writeAudit(tx, {
        actorUserId: null,
        action: 'post.imported',
        entityType: kind,
        entityId: row.id,
        data: { sourceId: entry.id, title: columns.title },
      });
    });
    report.imported(collection);
  }
}

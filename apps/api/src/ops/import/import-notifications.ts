import type { Database } from '../../db/client.ts';
import { notification } from '../../db/schema/index.ts';
import type { ImportReport } from './import-report.ts';
import { OldNotification } from './old-documents.ts';
import { parseDocument, type OldEntry } from './old-export.ts';
import { importedIds, rememberImport } from './source-ids.ts';

/**
 * The type of an imported notification. The old rows carry only their Turkish text, and the
 * web shows the stored message for a type its catalogue does not know.
 */
export const IMPORTED_NOTIFICATION_TYPE = 'imported';

/** A path of this site; anything else (another host, `javascript:`) would leave it on a click. */
const isSitePath = (route: string) => /^\/(?![/\\])\S*$/.test(route);

/**
 * Imports the notifications of the companies that are here, keeping their text, read state,
 * time (the old timestamp is in seconds) and route. A notification of a company that was not
 * imported has nowhere to go and is skipped.
 */
export async function importNotifications(
  db: Database,
  entries: OldEntry[],
  companyIds: ReadonlyMap<string, string>,
  report: ImportReport,
): Promise<void> {
  const ids = await importedIds(db, 'notifications');
  for (const entry of entries) {
    if (ids.has(entry.id)) {
      report.alreadyImported('notifications');
      continue;
    }
    const doc = parseDocument(OldNotification, entry, 'notifications', report);
    if (!doc) continue;
    const companyId = companyIds.get(doc.companyId);
    if (!companyId) {
      report.skip(
        'notifications',
        `${entry.path}.companyId`,
        `şirket companies/${doc.companyId} aktarılmadı (company not imported)`,
      );
      continue;
    }
    const route = doc.route && isSitePath(doc.route) ? doc.route : null;
    if (doc.route && !route) {
      report.note(
        entry.path,
        `route bu sitenin bir yolu değil, alınmadı (not a path of this site, dropped): ${doc.route}`,
      );
    }
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notification)
        .values({
          companyId,
          type: IMPORTED_NOTIFICATION_TYPE,
          params: {},
          message: doc.message,
          route,
          read: doc.read ?? false,
          createdAt: doc.timestamp,
        })
        .returning({ id: notification.id });
      if (!row) throw new Error('notification insert returned nothing');
      await rememberImport(tx, {
        collection: 'notifications',
        sourceId: entry.id,
        targetId: row.id,
      });
    });
    report.imported('notifications');
  }
}

import type { FastifyInstance } from 'fastify';
import { ImportReport } from './import-report.ts';
import { importCompanies } from './import-companies.ts';
import { importNotifications } from './import-notifications.ts';
import { importPosts } from './import-posts.ts';
import { importSettings } from './import-settings.ts';
import { importUsers } from './import-users.ts';
import { readOldExport } from './old-export.ts';

/**
 * Imports an export of the old system (its shape: old-export.ts) into the app's database and
 * says what it did. Users come first (companies need their owners), then companies (the
 * notifications need theirs), then the public content. Each document is written in a
 * transaction of its own with its import record, so a run stopped half way is finished by the
 * next one, and a run over the same export again changes nothing.
 */
export async function runImport(app: FastifyInstance, json: unknown): Promise<ImportReport> {
  const report = new ImportReport();
  const old = readOldExport(json, report);
  const users = await importUsers(app, old.users, report);
  const companies = await importCompanies(app, old.companies, users, report);
  await importNotifications(app.db, old.notifications, companies, report);
  await importPosts(app.db, 'blog', old.blogs, report);
  await importPosts(app.db, 'announcement', old.announcements, report);
  await importSettings(app.db, old, report);
  return report;
}

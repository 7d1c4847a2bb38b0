import { count, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  account,
  auditLog,
  company,
  companyMember,
  importSourceId,
  notification,
  post,
  setting,
  user,
  verification,
} from '../../db/schema/index.ts';

/**
 * Rows and the newest change of every table the import writes: equal before and after a run
 * that changed nothing (tables without updatedAt by their newest row).
 */
export async function tableSnapshot(db: Database) {
  const rows = {
    user: await db.select({ n: count(), at: max(user.updatedAt) }).from(user),
    account: await db.select({ n: count(), at: max(account.updatedAt) }).from(account),
    verification: await db
      .select({ n: count(), at: max(verification.updatedAt) })
      .from(verification),
    company: await db.select({ n: count(), at: max(company.updatedAt) }).from(company),
    companyMember: await db
      .select({ n: count(), at: max(companyMember.createdAt) })
      .from(companyMember),
    notification: await db
      .select({ n: count(), at: max(notification.createdAt) })
      .from(notification),
    post: await db.select({ n: count(), at: max(post.updatedAt) }).from(post),
    setting: await db.select({ n: count(), at: max(setting.updatedAt) }).from(setting),
    auditLog: await db.select({ n: count(), at: max(auditLog.createdAt) }).from(auditLog),
    importSourceId: await db
      .select({ n: count(), at: max(importSourceId.importedAt) })
      .from(importSourceId),
  };
  return Object.fromEntries(Object.entries(rows).map(([name, [row]]) => [name, row]));
}

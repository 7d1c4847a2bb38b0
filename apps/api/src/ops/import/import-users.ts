import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  emailField,
  isLocale,
  NAME_MAX_LENGTH,
  normalizeTurkishPhone,
  type Locale,
} from '@teklifal/core';
import { account, user } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { ImportReport } from './import-report.ts';
import { OldUser } from './old-documents.ts';
import { parseDocument, type OldEntry } from './old-export.ts';
import { importedIds, rememberImport } from './source-ids.ts';

interface NewUser {
  sourceId: string;
  path: string;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  createdAt: Date | undefined;
}

/**
 * Imports the users and returns old id → new id for every user that is here now (imported by
 * this run or an earlier one). E-mails are checked and unique regardless of case; the first
 * document with an address keeps it. Nobody knows an imported user's password: each gets a
 * random one and a password reset mail in their language, which hands them their account.
 */
export async function importUsers(
  app: FastifyInstance,
  entries: OldEntry[],
  report: ImportReport,
): Promise<Map<string, string>> {
  const ids = await importedIds(app.db, 'users');
  const emailOwners = new Map<string, string>();
  const toCreate: NewUser[] = [];

  for (const entry of entries) {
    if (ids.has(entry.id)) {
      // Its address stays claimed, so a later duplicate is refused alike in every run.
      const email = emailField.safeParse(OldUser.safeParse(entry.data).data?.email);
      if (email.success && !emailOwners.has(email.data)) emailOwners.set(email.data, entry.path);
      report.alreadyImported('users');
      continue;
    }
    const doc = parseDocument(OldUser, entry, 'users', report);
    if (!doc) continue;
    const email = emailField.safeParse(doc.email);
    if (!email.success) {
      report.skip(
        'users',
        `${entry.path}.email`,
        `e-posta geçersiz (invalid e-mail): ${doc.email}`,
      );
      continue;
    }
    const owner = emailOwners.get(email.data);
    if (owner) {
      report.skip('users', entry.path, `e-posta ${owner} ile aynı (same e-mail as ${owner})`);
      continue;
    }
    emailOwners.set(email.data, entry.path);
    toCreate.push(newUser(entry, doc, email.data, report));
  }

  for (const person of toCreate) {
    const [taken] = await app.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, person.email));
    if (taken) {
      report.skip(
        'users',
        person.path,
        `e-posta bu sistemde zaten kayıtlı (e-mail already registered here): ${person.email}`,
      );
      continue;
    }
    ids.set(person.sourceId, await createImportedUser(app, person));
    report.imported('users');
    await app.auth.api.requestPasswordReset({
      body: { email: person.email, redirectTo: `${app.config.publicUrl}/reset-password` },
    });
    report.resetMails++;
  }
  return ids;
}

function newUser(entry: OldEntry, doc: OldUser, email: string, report: ImportReport): NewUser {
  const phoneGiven = doc.phone ?? doc.phoneNumber;
  const phone = phoneGiven ? normalizeTurkishPhone(phoneGiven) : null;
  if (phoneGiven && !phone) {
    report.note(entry.path, `telefon okunamadı, boş bırakıldı (unreadable phone left empty)`);
  }
  const language = (doc.locale ?? doc.language ?? '').toLowerCase().slice(0, 2);
  // Spec defaults: a missing name becomes the e-mail's local part, so mails greet someone.
  const name = doc.name ?? doc.displayName ?? email.split('@')[0] ?? email;
  return {
    sourceId: entry.id,
    path: entry.path,
    name: name.slice(0, NAME_MAX_LENGTH),
    email,
    phone,
    locale: isLocale(language) ? language : 'tr',
    createdAt: doc.createdAt,
  };
}

/**
 * The user, their password login and the import's record in one transaction, so a run that
 * stops half way leaves either all three or nothing (better-auth's own createUser writes
 * outside it, and a user left without the record would look like a taken e-mail next time).
 * The password hash comes from better-auth, which checks it at sign-in. The e-mail counts as
 * verified: only whoever reads that mailbox can set the password.
 */
async function createImportedUser(app: FastifyInstance, person: NewUser): Promise<string> {
  const context = await app.auth.$context;
  const password = await context.password.hash(randomBytes(32).toString('base64url'));
  return app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(user)
      .values({
        name: person.name,
        email: person.email,
        emailVerified: true,
        phone: person.phone,
        locale: person.locale,
        role: 'user',
        ...(person.createdAt ? { createdAt: person.createdAt } : {}),
      })
      .returning({ id: user.id });
    if (!created) throw new Error('user insert returned nothing');
    await tx.insert(account).values({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password,
    });
    await rememberImport(tx, {
      collection: 'users',
      sourceId: person.sourceId,
      targetId: created.id,
    });
    await writeAudit(tx, {
      actorUserId: null,
      action: 'user.imported',
      entityType: 'user',
      entityId: created.id,
      data: { sourceId: person.sourceId, email: person.email },
    });
    return created.id;
  });
}

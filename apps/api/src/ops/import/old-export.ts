import { z } from 'zod';
import { unsafeTextPaths } from '@teklifal/core';
import { OLD_COLLECTIONS, type ImportReport, type OldCollection } from './import-report.ts';

/**
 * The export `npm run import -- <file>` reads: one JSON object with a key per collection of the
 * old document database (specification §3, §7). A collection is either a map of documents keyed
 * by their id (as Firestore exports them) or an array of documents that each carry an `id`:
 *
 *   {
 *     "users":         { "<id>": { "email", "name"?, "phone"?, "locale"? } },
 *     "companies":     { "<id>": { "adminUserId", "teamMembers": [{ "userId" }] or { "<userId>": {} },
 *                                  "isBuyerConfirmed": "yes", "isSellerConfirmed", "name"?,
 *                                  "taxNumber"?, "taxOffice"?, "city"?, "district"?, "address"?,
 *                                  "phone"?, "email"?, "website"?, "description"? } },
 *     "notifications": [ { "id", "companyId", "message", "read", "timestamp" (seconds), "route"? } ],
 *     "blogs":         { "<id>": { "title"?, "coverImageUrl"?, "content", "category"?, "author"?,
 *                                  "createdAt"? } },
 *     "announcements": { "<id>": { "title"?, "coverImageUrl"?, "content", "createdAt"? } },
 *     "cms":           { "seo": { "siteTitle", "siteDescription", "faviconUrl", "logoUrl" } },
 *     "contact":       { "contactInfo": { "socials": [{ "name", "href", "icon" }] } }
 *   }
 *
 * Every key may be missing. Other keys (ads, bids, ...) are reported and not imported. Dates
 * (createdAt) may be seconds, milliseconds, ISO 8601 text or a Firestore Timestamp.
 */

/** One document of a collection, with where it was in the file. */
export interface OldEntry {
  id: string;
  /** `users/u7`: what the report names. */
  path: string;
  data: unknown;
}

export type OldExport = Record<OldCollection, OldEntry[]>;

export class ExportFileError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Refuses a file that is no export at all, before anything is opened or written. */
export function assertExportObject(json: unknown): asserts json is Record<string, unknown> {
  if (!isObject(json)) {
    throw new ExportFileError(
      'Dosya, koleksiyon başına bir anahtarı olan bir JSON nesnesi değil. / The file is not a JSON object with one key per collection.',
    );
  }
}

/** Splits the file into its collections; a document that cannot be named is reported here. */
export function readOldExport(json: unknown, report: ImportReport): OldExport {
  assertExportObject(json);
  for (const key of Object.keys(json)) {
    if (!(OLD_COLLECTIONS as readonly string[]).includes(key)) {
      report.skip(
        null,
        key,
        'bu koleksiyon aktarılmıyor (this collection is not imported); beklenen / expected: ' +
          OLD_COLLECTIONS.join(', '),
      );
    }
  }
  const collections = {} as OldExport;
  for (const name of OLD_COLLECTIONS) collections[name] = entriesOf(name, json[name], report);
  return collections;
}

function entriesOf(name: OldCollection, value: unknown, report: ImportReport): OldEntry[] {
  if (value === undefined || value === null) return [];
  const raw: { id: unknown; path: string; data: unknown }[] = Array.isArray(value)
    ? value.map((data, index) => ({
        id: isObject(data) ? data.id : undefined,
        path: `${name}[${index}]`,
        data,
      }))
    : isObject(value)
      ? Object.entries(value).map(([id, data]) => ({ id, path: `${name}/${id}`, data }))
      : [];
  if (!Array.isArray(value) && !isObject(value)) {
    report.skip(null, name, 'koleksiyon bir nesne ya da dizi değil (not an object or an array)');
  }
  const seen = new Set<string>();
  const entries: OldEntry[] = [];
  for (const entry of raw) {
    const id = typeof entry.id === 'number' ? String(entry.id) : entry.id;
    if (!isObject(entry.data)) {
      report.skip(name, entry.path, 'belge bir nesne değil (the document is not an object)');
    } else if (typeof id !== 'string' || id.trim() === '') {
      report.skip(name, entry.path, 'belgenin id alanı yok (the document has no id)');
    } else if (seen.has(id)) {
      report.skip(name, entry.path, `aynı id ikinci kez: ${id} (duplicate id)`);
    } else {
      seen.add(id);
      const path = Array.isArray(value) ? `${name}/${id}` : entry.path;
      entries.push({ id, path, data: entry.data });
    }
  }
  return entries;
}

const turkishErrors = z.locales.tr().localeError;

/**
 * Reads one document with its collection's schema. An invalid one is reported with the field
 * and the reason (Turkish, then zod's English) and yields undefined: the run goes on.
 */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  entry: OldEntry,
  collection: OldCollection,
  report: ImportReport,
): z.output<S> | undefined {
  // PostgreSQL cannot keep a NUL or half a surrogate pair; say where instead of failing later.
  const unsafe = unsafeTextPaths(entry.data)[0];
  if (unsafe) {
    report.skip(
      collection,
      `${entry.path}.${unsafe.join('.')}`,
      'NUL ya da yarım vekil karakter içeriyor (holds a NUL or a lone surrogate)',
    );
    return undefined;
  }
  const parsed = schema.safeParse(entry.data);
  if (parsed.success) return parsed.data;
  const inTurkish = schema.safeParse(entry.data, { error: turkishErrors });
  const issue = parsed.error.issues[0];
  const turkish = inTurkish.success ? undefined : inTurkish.error.issues[0]?.message;
  const field = issue?.path.length ? `.${issue.path.join('.')}` : '';
  const english = issue?.message ?? 'invalid';
  const reason = turkish && turkish !== english ? `${turkish} (${english})` : english;
  report.skip(collection, `${entry.path}${field}`, reason);
  return undefined;
}

import { eq, inArray } from 'drizzle-orm';
import type { ImageView } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { file } from './schema.ts';
import { fileUrl, imageFactsOf, type FileRow } from './presenter.ts';

export async function findFile(db: Executor, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(file).where(eq(file.id, id));
  return row ?? null;
}

const FILE_URL = /^\/api\/files\/([^/?#]+)$/;

/** The file an address of this site names (`/api/files/<id>`), or null for any other address. */
export const fileIdOfUrl = (url: string): string | null => FILE_URL.exec(url)?.[1] ?? null;

/**
 * The images among these addresses (a post's cover is an address) that were uploaded here and
 * have their size and placeholder, by address: what a page needs to reserve their boxes in its
 * first render. Other addresses are left out.
 */
export async function findImagesByUrl(
  db: Executor,
  urls: readonly (string | null)[],
): Promise<Map<string, ImageView>> {
  const ids = [...new Set(urls.map((url) => (url ? fileIdOfUrl(url) : null)))].filter(
    (id): id is string => id !== null,
  );
  const images = new Map<string, ImageView>();
  if (ids.length === 0) return images;
  const rows = await db
    .select({
      id: file.id,
      width: file.width,
      height: file.height,
      placeholder: file.placeholder,
    })
    .from(file)
    .where(inArray(file.id, ids));
  for (const row of rows) {
    const facts = imageFactsOf(row);
    if (facts) images.set(fileUrl(row.id), { url: fileUrl(row.id), ...facts });
  }
  return images;
}

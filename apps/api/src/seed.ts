import type { Database } from './db/client.ts';
import { seedContent } from './modules/content/seed.ts';
import { seedSectors } from './modules/sectors/seed.ts';

/** Base data every installation starts with: sectors, legal pages, site settings. */
export async function seedBaseData(db: Database): Promise<void> {
  await seedContent(db);
  await seedSectors(db);
}

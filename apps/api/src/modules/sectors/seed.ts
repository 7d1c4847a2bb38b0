import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sector } from './schema.ts';
import { SEED_SECTORS } from './seed-sectors.ts';

/** The two-level sector list, on an empty sector table only (admins own it afterwards). */
export async function seedSectors(db: Database): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(sector);
  if ((existing?.value ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const [index, parent] of SEED_SECTORS.entries()) {
      const [row] = await tx
        .insert(sector)
        .values({
          slug: parent.slug,
          nameTr: parent.nameTr,
          nameEn: parent.nameEn,
          sortOrder: index,
        })
        .returning({ id: sector.id });
      if (!row) continue;
      await tx.insert(sector).values(
        parent.children.map((child, childIndex) => ({
          parentId: row.id,
          slug: child.slug,
          nameTr: child.nameTr,
          nameEn: child.nameEn,
          sortOrder: childIndex,
        })),
      );
    }
  });
}

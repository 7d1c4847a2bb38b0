import type { Database } from '../../../db/client.ts';
import { contactMessage } from '../schema.ts';

/** Keeps a message of the contact form for staff. */
export async function receiveContactMessage(
  db: Database,
  props: { name: string; email: string; message: string; locale: string },
) {
  const [row] = await db.insert(contactMessage).values(props).returning();
  if (!row) throw new Error('contact message insert returned nothing');
  return row;
}

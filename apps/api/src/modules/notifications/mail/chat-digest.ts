import { and, count, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { chatMessage, chatReadState } from '../../chat/queries/tables.ts';
import { company, companyMember } from '../../companies/queries/tables.ts';
import { type notificationMail } from '../schema.ts';

type Row = typeof notificationMail.$inferSelect;

/** One order chat's line of a digest. */
export interface DigestChat {
  route: string;
  orderNo: string;
  company: string;
  count: number;
}

/** The order and its two companies, from a chat's route (core's orderChatRoute). */
function chatOfRoute(route: string) {
  const match = /^\/chat\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(route);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  try {
    return {
      orderId: decodeURIComponent(match[1]),
      companyIds: [decodeURIComponent(match[2]), decodeURIComponent(match[3])],
    };
  } catch {
    return null;
  }
}

/** The companies a person acts for: the one they own and the one whose team they are in. */
async function companiesOf(db: Executor, userId: string): Promise<Set<string>> {
  const owned = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.adminUserId, userId));
  const member = await db
    .select({ id: companyMember.companyId })
    .from(companyMember)
    .where(eq(companyMember.userId, userId));
  return new Set([...owned, ...member].map((row) => row.id));
}

/**
 * How many messages of the order's chat the company has not read: the other company's messages
 * newer than its read mark (chat_read_state: the newest message it has seen, at the database's
 * precision, so the comparison stays in SQL).
 */
async function unreadMessages(db: Executor, orderId: string, companyId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(chatMessage)
    .leftJoin(
      chatReadState,
      and(eq(chatReadState.orderId, chatMessage.orderId), eq(chatReadState.companyId, companyId)),
    )
    .where(
      and(
        eq(chatMessage.orderId, orderId),
        ne(chatMessage.senderCompanyId, companyId),
        or(isNull(chatReadState.lastReadAt), gt(chatMessage.createdAt, chatReadState.lastReadAt)),
      ),
    );
  return row?.unread ?? 0;
}

/**
 * The chats of a person's digest, from its queued rows (one per message), leaving out what
 * their company has read by now: a chat counts the newest of its queued messages that are still
 * unread (reading is up to a point in time, so those read are the oldest), and a chat read to
 * the end is left out. A chat of an order the person no longer acts for is left out too.
 */
export async function unreadChatsOfDigest(
  db: Executor,
  userId: string,
  rows: Row[],
): Promise<DigestChat[]> {
  const queued = new Map<string, DigestChat>();
  for (const row of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const route = row.route ?? row.id;
    queued.set(route, {
      route,
      orderNo: String(row.params.orderNo ?? ''),
      company: String(row.params.company ?? ''),
      count: (queued.get(route)?.count ?? 0) + 1,
    });
  }
  const mine = await companiesOf(db, userId);
  const chats: DigestChat[] = [];
  for (const chat of queued.values()) {
    const named = chatOfRoute(chat.route);
    const companyId = named?.companyIds.find((id) => mine.has(id));
    if (!named || !companyId) continue;
    const unread = await unreadMessages(db, named.orderId, companyId);
    if (unread > 0) chats.push({ ...chat, count: Math.min(chat.count, unread) });
  }
  return chats;
}

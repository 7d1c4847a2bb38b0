import type { Currency } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { exchangeRate } from '../schema.ts';

/**
 * Staff's own rate of a currency for a day, used when the source has none (entered again, it
 * replaces the earlier one), with its audit line.
 */
export async function enterExchangeRate(
  db: Database,
  props: { day: string; currency: Currency; rate: string; userId: string; ip: string },
): Promise<void> {
  const { day, currency, rate, userId } = props;
  await db.transaction(async (tx) => {
    await tx
      .insert(exchangeRate)
      .values({ day, currency, rate, source: 'manual', publishedDay: day, enteredBy: userId })
      .onConflictDoUpdate({
        target: [exchangeRate.day, exchangeRate.currency, exchangeRate.source],
        set: { rate, enteredBy: userId, createdAt: new Date() },
      });
    await writeAudit(tx, {
      actorUserId: userId,
      ip: props.ip,
      action: 'exchangeRate.entered',
      entityType: 'exchangeRate',
      entityId: `${day}:${currency}`,
      data: { day, currency, rate },
    });
  });
}

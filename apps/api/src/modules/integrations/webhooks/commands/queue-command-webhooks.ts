import type { Executor } from '../../../../db/client.ts';
import type { WebhookFact } from '../event-data.ts';
import { queueWebhookEvent } from './queue-webhook-event.ts';

/**
 * The webhook of an ads command, by the action its audit line names (procurement/ads/effects.ts
 * calls this beside the audit line every ads command writes): published, closed early,
 * cancelled, a question asked or answered. Other actions send none.
 */
export async function queueAdCommandWebhook(
  tx: Executor,
  action: string,
  adId: string,
  data: Record<string, unknown>,
): Promise<void> {
  const questionId = typeof data.questionId === 'string' ? data.questionId : null;
  const facts: Record<string, WebhookFact | null> = {
    'ad.published': { type: 'ad.published', adId },
    'ad.closedEarly': { type: 'ad.closed', adId },
    'ad.cancelled': { type: 'ad.cancelled', adId },
    'ad.questionAsked': questionId ? { type: 'question.asked', questionId } : null,
    'ad.questionAnswered': questionId ? { type: 'question.answered', questionId } : null,
  };
  const fact = facts[action];
  if (fact) await queueWebhookEvent(tx, fact);
}

/**
 * The webhook of a bids command, to the buyer (procurement/bids/effects.ts): a bid submitted is
 * received, revised or confirmed after an ad edit is updated, withdrawn is withdrawn. Drafts
 * send none.
 */
export async function queueBidCommandWebhook(
  tx: Executor,
  action: string,
  bidId: string,
): Promise<void> {
  const types: Record<string, 'bid.received' | 'bid.updated' | 'bid.withdrawn'> = {
    'bid.submitted': 'bid.received',
    'bid.revised': 'bid.updated',
    'bid.confirmed': 'bid.updated',
    'bid.withdrawn': 'bid.withdrawn',
  };
  const type = types[action];
  if (type) await queueWebhookEvent(tx, { type, bidId });
}

import { type AdDraft } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { ad } from '../../schema.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { recordAdCommand } from '../effects.ts';
import { assertPublishable } from '../errors.ts';
import { lockOwnAd } from '../queries/access.ts';
import {
  adColumns,
  checkAdReferences,
  invitedIdsOf,
  replaceAttachments,
  replaceInvitations,
  saveLines,
} from '../ad-parts.ts';
import { publishDraft } from './publish-ad.ts';

export interface CreateAdProps extends CompanyContext {
  input: AdDraft;
  /** Publish at once ("Yayınla" on a new ad): the input must be a complete ad. */
  publish?: boolean;
  now?: Date;
}

/**
 * A new ad of the actor's company, a draft (only its title needed) or, with `publish`, published
 * in the same transaction: a refused publish stores nothing. Returns its id.
 */
export async function createAd(db: Database, props: CreateAdProps): Promise<string> {
  const { input, now = new Date() } = props;
  const ctx: CompanyContext = props;
  // Before anything is written, with the form's own line numbers.
  if (props.publish) assertPublishable(input, ctx.locale);

  return db.transaction(async (tx) => {
    await checkAdReferences(tx, ctx, input);
    const bidDeadline = input.bidDeadline ? new Date(input.bidDeadline) : null;
    const [row] = await tx
      .insert(ad)
      .values({
        companyId: ctx.companyId,
        createdBy: ctx.userId,
        status: 'draft',
        ...adColumns(input, bidDeadline),
      })
      .returning({ id: ad.id });
    if (!row) throw new Error('ad not inserted');
    await saveLines(tx, row.id, input.items);
    await replaceAttachments(tx, row.id, input.attachmentFileIds);
    await replaceInvitations(tx, row.id, invitedIdsOf(input));
    await recordAdCommand(tx, ctx, 'ad.created', row.id, { title: input.title });
    if (props.publish) await publishDraft(tx, ctx, await lockOwnAd(tx, ctx.actor, row.id), now);
    return row.id;
  });
}

import { type AdInputParsed } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { ad } from '../../../db/schema/index.ts';
import type { CompanyContext } from '../../../lib/company-context.ts';
import {
  checkAdReferences,
  invitedIdsOf,
  replaceAttachments,
  replaceInvitations,
  saveLines,
} from './ad-parts.ts';
import { recordAdCommand } from '../effects.ts';

import { adColumns } from './ad-parts.ts';

export interface CreateAdProps extends CompanyContext {
  input: AdInputParsed;
}

/** A new draft ad of the actor's company; returns its id. */
export async function createAd(db: Database, props: CreateAdProps): Promise<string> {
  const { input } = props;
  const ctx: CompanyContext = props;

  return db.transaction(async (tx) => {
    await checkAdReferences(tx, ctx, input);
    const [row] = await tx
      .insert(ad)
      .values({
        companyId: ctx.companyId,
        createdBy: ctx.userId,
        status: 'draft',
        ...adColumns(input, new Date(input.bidDeadline)),
      })
      .returning({ id: ad.id });
    if (!row) throw new Error('ad not inserted');
    await saveLines(tx, row.id, input.items);
    await replaceAttachments(tx, row.id, input.attachmentFileIds);
    await replaceInvitations(tx, row.id, invitedIdsOf(input));
    await recordAdCommand(tx, ctx, 'ad.created', row.id, { title: input.title });
    return row.id;
  });
}

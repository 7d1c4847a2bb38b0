import type { MessageKey, MessageParams } from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';

/** The 409 details of the bids API (catalogue `bids.server.*`). */
type BidConflict = MessageKey extends infer Key
  ? Key extends `bids.server.${infer Name}`
    ? Name
    : never
  : never;

/** 409 CONFLICT with a sentence that tells the user what happened and what to do. */
export const conflict = (name: BidConflict, params?: MessageParams) =>
  new ProblemError('CONFLICT', { detailKey: `bids.server.${name}`, detailParams: params });

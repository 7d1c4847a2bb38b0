import type { MessageKey, MessageParams } from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';

/** The 409 details of the auctions API (catalogue `auctions.server.*`). */
type AuctionConflict = MessageKey extends infer Key
  ? Key extends `auctions.server.${infer Name}`
    ? Name
    : never
  : never;

/** 409 CONFLICT with a sentence that tells the user what happened. */
export const auctionConflict = (name: AuctionConflict, params?: MessageParams) =>
  new ProblemError('CONFLICT', { detailKey: `auctions.server.${name}`, detailParams: params });

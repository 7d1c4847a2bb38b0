import { z } from 'zod';

/** An id in a route's path: refused with 400 when empty or absurdly long, 404 when unknown. */
export const idParam = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.maxLength');

/** `:adId` of the ad routes (ads, questions, bids, award). */
export const AdIdParams = z.object({ adId: idParam });

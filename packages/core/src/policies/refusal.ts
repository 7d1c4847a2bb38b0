import type { ProblemCode } from '../errors.ts';

/**
 * Why a rule refuses: the problem the API answers (its code gives the status), with an optional
 * catalogue key for the detail, rendered in the request's language.
 */
export interface Refusal {
  code: ProblemCode;
  detailKey?: string;
  /** The detail's `{{params}}`; a value that is a catalogue key is translated too. */
  detailParams?: Record<string, string>;
}

/** A company never learns that another company's private record exists: 404, not 403. */
export const NOT_FOUND: Refusal = { code: 'NOT_FOUND' };

export const conflict = (detailKey: string, detailParams?: Record<string, string>): Refusal => ({
  code: 'CONFLICT',
  detailKey,
  ...(detailParams ? { detailParams } : {}),
});

export const forbidden = (detailKey?: string): Refusal => ({
  code: 'FORBIDDEN',
  ...(detailKey ? { detailKey } : {}),
});

/** Thrown by `authorize`; the API's error handler sends it as the refusal's problem. */
export class AuthorizationRefused extends Error {
  constructor(
    readonly ability: string,
    readonly refusal: Refusal,
  ) {
    super(`${ability}: ${refusal.code}`);
  }
}

/** One rule of a resource's table: null when the actor may, else the refusal. */
export type AbilityRule<Subject, R> = (actor: Subject, record: R) => Refusal | null;

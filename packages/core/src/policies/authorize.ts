import type { Actor } from './access.ts';
import { adRules } from './ad-rules.ts';
import { auctionRules } from './auction-rules.ts';
import { approvalRules } from './company-approval.ts';
import { companyRules } from './company-rules.ts';
import { fileRules } from './file-rules.ts';
import { orderRules } from './order-rules.ts';
import { AuthorizationRefused, NOT_FOUND, type Refusal } from './refusal.ts';
import { ticketRules } from './support-rules.ts';
import { invitationRules, memberRules } from './team-rules.ts';

/**
 * Every record-level rule, one table per resource: `ability` is `<resource>.<verb>`, e.g.
 * `ad.close`, `order.ship`, `ticket.reply`. Each rule answers null or the refusal the API sends.
 */
export const ABILITY_TABLES = {
  ad: adRules,
  auction: auctionRules,
  approval: approvalRules,
  company: companyRules,
  file: fileRules,
  invitation: invitationRules,
  member: memberRules,
  order: orderRules,
  ticket: ticketRules,
} as const;

type Tables = typeof ABILITY_TABLES;
type Resource = keyof Tables;

export type Ability = {
  [R in Resource]: `${R}.${keyof Tables[R] & string}`;
}[Resource];

type ResourceOf<A extends Ability> = A extends `${infer R}.${string}` ? R & Resource : never;

/** The record an ability is decided on (its resource's record type). */
export type RecordFor<A extends Ability> =
  Tables[ResourceOf<A>][keyof Tables[ResourceOf<A>]] extends (
    actor: Actor,
    record: infer R,
  ) => unknown
    ? R
    : never;

type AnyRule = (actor: Actor, record: unknown) => Refusal | null;

/**
 * Why the actor may not use the ability on the record, or null when it may. A record that was
 * not found (null) is refused as not found, so a route may pass its load's answer straight on.
 */
export function refusalOf<A extends Ability>(
  actor: Actor,
  ability: A,
  record: RecordFor<A> | null | undefined,
): Refusal | null {
  if (record === null || record === undefined) return NOT_FOUND;
  const [resource, verb] = ability.split('.') as [Resource, string];
  const rule = (ABILITY_TABLES[resource] as Record<string, AnyRule>)[verb];
  if (!rule) throw new Error(`unknown ability ${ability}`);
  return rule(actor, record);
}

/** Whether the actor may use the ability on the record (the browser greys a button with it). */
export const can = <A extends Ability>(actor: Actor, ability: A, record: RecordFor<A>) =>
  refusalOf(actor, ability, record) === null;

/**
 * The one authorization call of a route (right after it loads the record) and of a command
 * (again under the record's lock): throws AuthorizationRefused, which the API answers with the
 * refusal's problem (status, code, Turkish/English detail). Narrows a found record.
 */
export function authorize<A extends Ability>(
  actor: Actor,
  ability: A,
  record: RecordFor<A> | null | undefined,
): asserts record is RecordFor<A> {
  const refusal = refusalOf(actor, ability, record);
  if (refusal) throw new AuthorizationRefused(ability, refusal);
}

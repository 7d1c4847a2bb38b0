import { ORDER_STATUSES } from './states/order.ts';

/**
 * Every action the server writes to the audit log (apps/api lib/audit.ts takes only these), so
 * the back office can name each one in both languages: a test in core fails when one has no
 * label in the catalogues (i18n/sections/audit-labels.ts). A new audit line adds its code here.
 */
export const AUDIT_ACTIONS = [
  // ads
  'ad.created',
  'ad.updated',
  'ad.published',
  'ad.duplicated',
  'ad.deadlineExtended',
  'ad.closed',
  'ad.closedEarly',
  'ad.cancelled',
  'ad.awarded',
  'ad.reawarded',
  'ad.questionAsked',
  'ad.questionAnswered',
  'ad.answerEdited',
  // bids
  'bid.draftSaved',
  'bid.submitted',
  'bid.revised',
  'bid.confirmed',
  'bid.withdrawn',
  'bid.accepted',
  'bid.rejected',
  // live reverse auctions
  'auction.created',
  'auction.cancelled',
  'auction.bid',
  'auction.ended',
  // orders: 'order.<status>' for each step, and its rating
  ...ORDER_STATUSES.map((status) => `order.${status}` as const),
  'order.rated',
  // companies and their teams
  'company.created',
  'company.updated',
  'company.roleRequested',
  'company.approved',
  'company.rejected',
  'company.sectorsChanged',
  'company.documentAdded',
  'company.documentRemoved',
  'company.imported',
  'team.invitationCreated',
  'team.invitationResent',
  'team.invitationRevoked',
  'team.invitationAccepted',
  'team.memberRoleChanged',
  'team.memberRemoved',
  // people
  'user.banned',
  'user.unbanned',
  'user.roleChanged',
  'user.imported',
  'profile.updated',
  'profile.passwordChanged',
  'profile.emailChangeRequested',
  'setup.adminCreated',
  // platform content and settings
  'sector.created',
  'sector.updated',
  'sector.deleted',
  'page.updated',
  'setting.updated',
  'setting.imported',
  'post.created',
  'post.updated',
  'post.published',
  'post.deleted',
  'post.imported',
  'contactMessage.handled',
  'contactMessage.reopened',
  'file.uploaded',
  'exchangeRate.entered',
  // support desk
  'support.opened',
  'support.replied',
  'support.reopened',
  'support.answered',
  'support.closed',
  'support.closedByStaff',
  // API keys (#31): made, revoked, and used (one line per key, route and answer a minute)
  'apiKey.created',
  'apiKey.revoked',
  'apiKey.used',
  // webhooks (#31): an endpoint added, changed, removed, its secret rolled
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secretRolled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an audit line is about. */
export const AUDIT_ENTITY_TYPES = [
  'ad',
  'bid',
  'order',
  'company',
  'companyDocument',
  'companyMember',
  'invitation',
  'user',
  'sector',
  'page',
  'setting',
  'blog',
  'announcement',
  'contactMessage',
  'file',
  'supportTicket',
  'exchangeRate',
  'auction',
  'apiKey',
  'webhookEndpoint',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The catalogue key of an action's name: 'bid.accepted' → 'auditLabels.actions.bid.accepted'. */
export const auditActionKey = (action: string) => `auditLabels.actions.${action}`;
/** The catalogue key of an entity type's name. */
export const auditEntityKey = (type: string) => `auditLabels.entities.${type}`;

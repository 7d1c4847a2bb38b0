import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './index.ts';

type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never;
}[keyof typeof schema];

/**
 * The owner of each table, as a path under apps/api/src: a module, which defines the table in
 * its schema.ts (procurement's parts in tables/) and alone writes it (insert, update, delete); or
 * the one shared file that keeps a platform-wide table, defined here in db/schema/. Another
 * module writes a table by calling the owner's command and joins it in its reads through the
 * owner's queries/tables.ts, the only way eslint.config.js lets it import the table.
 * `table-owners.test.ts` holds the code to it; a table missing here does not compile.
 * better-auth writes its own tables besides.
 */
export const TABLE_OWNERS: Record<TableName, string> = {
  // auth: better-auth, and auth/commands/user-account.ts for the back office and the profile
  user: 'modules/auth',
  session: 'modules/auth',
  account: 'modules/auth',
  verification: 'modules/auth',
  rateLimit: 'modules/auth',
  endedSession: 'lib/ended-sessions.ts',
  signInThrottle: 'lib/sign-in-throttle.ts',
  signInAddressFailure: 'lib/sign-in-throttle.ts',
  // companies and their people
  company: 'modules/companies',
  companySector: 'modules/companies',
  companyDocument: 'modules/companies',
  companyMember: 'modules/companies',
  invitation: 'modules/companies',
  sector: 'modules/sectors',
  // procurement: ads, bids, the award and live auctions
  ad: 'modules/procurement',
  adItem: 'modules/procurement',
  adAttachment: 'modules/procurement',
  adInvitation: 'modules/procurement',
  adQuestion: 'modules/procurement',
  searchWord: 'modules/procurement',
  adSearchTerm: 'modules/procurement',
  bid: 'modules/procurement',
  bidItem: 'modules/procurement',
  bidAttachment: 'modules/procurement',
  bidRevision: 'modules/procurement',
  auction: 'modules/procurement',
  auctionParticipant: 'modules/procurement',
  auctionPrice: 'modules/procurement',
  auctionBid: 'modules/procurement',
  // orders
  purchaseOrder: 'modules/orders',
  orderItem: 'modules/orders',
  orderEvent: 'modules/orders',
  orderParty: 'modules/orders',
  rating: 'modules/orders',
  // talking
  chatMessage: 'modules/chat',
  chatMessageAttachment: 'modules/chat',
  chatReadState: 'modules/chat',
  notification: 'modules/notifications',
  notificationMail: 'modules/notifications',
  emailPreference: 'modules/notifications',
  pushDevice: 'modules/push',
  pushPreference: 'modules/push',
  pushMessage: 'modules/push',
  supportTicket: 'modules/support',
  supportMessage: 'modules/support',
  supportMessageAttachment: 'modules/support',
  // the public site
  page: 'modules/content',
  newsletterSubscriber: 'modules/content',
  contactMessage: 'modules/content',
  post: 'modules/posts',
  file: 'modules/files',
  translationCache: 'modules/translate',
  exchangeRate: 'modules/exchange-rates',
  // platform-wide tables kept by one shared file each
  setting: 'lib/settings.ts',
  auditLog: 'lib/audit.ts',
  liveEvent: 'lib/live-events.ts',
  mailOutbox: 'plugins/mail.ts',
  importSourceId: 'ops/import',
  // integrations: API keys and the answers kept for Idempotency-Key retries
  apiKey: 'modules/integrations',
  idempotencyRecord: 'modules/integrations',
  // integrations: webhook endpoints, the events and their deliveries (the outbox)
  webhookEndpoint: 'modules/integrations',
  webhookEvent: 'modules/integrations',
  webhookDelivery: 'modules/integrations',
};

// Every table, for drizzle-kit (drizzle.config.ts) and the db client's schema. A module's tables
// are defined in the module that owns them (db/schema/owners.ts) and gathered here, the one file
// of db/ that imports modules (eslint.config.js); the platform's own tables stay beside it.
export * from '../../modules/auth/schema.ts';
export * from '../../modules/companies/schema.ts';
export * from '../../modules/companies/document-schema.ts';
export * from '../../modules/sectors/schema.ts';
export * from '../../modules/files/schema.ts';
export * from '../../modules/procurement/schema.ts';
export * from '../../modules/orders/schema.ts';
export * from '../../modules/chat/schema.ts';
export * from '../../modules/notifications/schema.ts';
export * from '../../modules/push/schema.ts';
export * from '../../modules/support/schema.ts';
export * from '../../modules/content/schema.ts';
export * from '../../modules/posts/schema.ts';
export * from '../../modules/translate/schema.ts';
export * from '../../modules/exchange-rates/schema.ts';
export * from '../../modules/integrations/schema.ts';
export * from './platform.ts';
export * from './live.ts';
export * from './ended-session.ts';
export * from './sign-in-throttle.ts';
export * from './import-source.ts';

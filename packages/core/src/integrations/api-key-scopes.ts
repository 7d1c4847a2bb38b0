// What core exports for API keys (#31): the scopes, the route table, the key's views and rules.
export * from './scopes.ts';
export * from './api-key-routes.ts';
export * from './api-keys.ts';

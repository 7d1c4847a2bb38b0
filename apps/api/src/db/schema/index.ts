export * from './auth.ts';
export * from './companies.ts';
export * from './platform.ts';
export * from './files.ts';
export * from './procurement.ts';
export * from './chat.ts';
export * from './live.ts';
export * from './posts.ts';

import { isLocale, type ProfileView } from '@teklifal/core';
import type { user } from '../auth/queries/tables.ts';

export type UserRow = typeof user.$inferSelect;

/** The signed-in user's own profile, as the profile page edits it. */
export const presentProfile = (row: UserRow): ProfileView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  emailVerified: row.emailVerified,
  phone: row.phone ?? null,
  locale: isLocale(row.locale) ? row.locale : 'tr',
});

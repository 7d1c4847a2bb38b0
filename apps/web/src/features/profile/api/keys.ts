/** Query keys of the profile feature: the user's own preferences, and a mail's link. */
export const profileKeys = {
  emailPreferences: ['me', 'email-preferences'] as const,
  pushPreferences: ['me', 'push-preferences'] as const,
  emailUnsubscribeLink: (token: string) => ['email-unsubscribe-link', token] as const,
};

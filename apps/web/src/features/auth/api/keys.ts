/** One verification per mailed token. */
export const verifyEmailKey = (token: string) => ['verify-email', token] as const;

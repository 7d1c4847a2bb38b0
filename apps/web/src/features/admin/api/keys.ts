/** Every back office query starts with this key; a change there may touch any list (and the audit log). */
export const adminKey = ['admin'] as const;

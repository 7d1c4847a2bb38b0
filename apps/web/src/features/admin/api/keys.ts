/** Every back office query starts with this key; a change there may touch any list (and the audit log). */
export const adminKey = ['admin'] as const;

export const adminUsersKey = [...adminKey, 'users'] as const;

/** Every admin company query (list and detail) starts with this key. */
export const adminCompaniesKey = [...adminKey, 'companies'] as const;

export const adminAuditKey = [...adminKey, 'audit'] as const;

export const adminSectorsKey = [...adminKey, 'sectors'] as const;

export const adminMailOutboxKey = [...adminKey, 'mail-outbox'] as const;

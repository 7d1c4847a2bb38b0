/** Query keys of the team screens and the public invitation page. */
export const membersQueryKey = ['team', 'members'] as const;

/** Every invitation opened by its token. */
export const invitationRootKey = ['invitation'] as const;

export const invitationQueryKey = (token: string) => [...invitationRootKey, token] as const;

export const invitationsQueryKey = ['team', 'invitations'] as const;

/** Invitations to the signed-in user's own address (offered instead of a new company). */
export const myInvitationsQueryKey = ['me', 'invitations'] as const;

/** The mutation accepting one of those (while it runs, /createcompany keeps showing the offer). */
export const acceptMyInvitationMutationKey = ['me', 'invitations', 'accept'] as const;

/** The server's VAPID public key: the same for every user, kept for the whole visit. */
export const pushKeyKey = ['push', 'key'] as const;
/** The signed-in user's devices that get pushes (under ['me'], forgotten on signing out). */
export const pushDevicesKey = ['me', 'push-devices'] as const;
/** This browser's side: permission and subscription (not the server's). */
export const browserPushKey = ['push', 'browser'] as const;

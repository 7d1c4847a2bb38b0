import { translate, type Locale, type NotificationType, type PushPayload } from '@teklifal/core';

/**
 * What a device shows for a notification: the bell's line in the person's language (the same
 * catalogue text and params as the bell and the mail, nothing more), under the site's name.
 */
export function pushPayloadOf(
  message: {
    notificationId: string;
    type: string;
    params: Record<string, string | number>;
    route: string | null;
  },
  options: { locale: Locale; site: string; tag: string | undefined },
): PushPayload {
  return {
    id: message.notificationId,
    type: message.type as NotificationType,
    title: options.site,
    body: translate(options.locale, `notifications.types.${message.type}`, message.params),
    route: message.route,
    ...(options.tag ? { tag: options.tag } : {}),
  };
}

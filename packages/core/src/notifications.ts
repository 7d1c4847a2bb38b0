/**
 * Kinds of notification and their parameters. The row keeps the Turkish `message` of the
 * specification; the web renders `notifications.types.<type>` in the chosen language.
 */
export interface NotificationParamsByType {
  companyApproved: { role: string };
  companyRejected: { role: string; reason: string };
  invitationAccepted: { name: string };
}
export type NotificationType = keyof NotificationParamsByType;

export interface NotificationView {
  id: string;
  companyId: string;
  type: string;
  params: Record<string, string | number>;
  message: string;
  route: string | null;
  read: boolean;
  /** Seconds since the epoch (specification §3). */
  timestamp: number;
  createdAt: string;
}

/** GET /api/notifications/unread: the bell's content. */
export interface UnreadNotifications {
  items: NotificationView[];
  total: number;
}

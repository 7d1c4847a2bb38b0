/** The notification bell of the signed-in navigation (being built). */
export function NotificationBell() {
  return null;
}

import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-format.ts';

describe('where a notification leads', () => {
  it('to its own route inside the app', () => {
    expect(notificationTarget('/orders/o1')).toBe('/orders/o1');
    expect(notificationTarget('/admin/companies/c1?tab=documents')).toBe(
      '/admin/companies/c1?tab=documents',
    );
  });

  it.each([null, '', 'orders/o1', '//evil.example/x', '/\\evil.example/x', '/%5Cevil.example'])(
    'to the notifications page for %j, which is not a path of this site',
    (route) => {
      expect(notificationTarget(route)).toBe('/notifications');
    },
  );
});

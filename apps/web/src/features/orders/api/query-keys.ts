import type { OrdersQuery } from '@teklifal/core';

/** Every order query lives under `['orders']`, so a change to any order refreshes the lists. */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (query: OrdersQuery) => ['orders', 'list', query] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};

/** The dashboard figures count orders too (DashboardStats); the dashboard feature owns the key. */
export const dashboardKey = ['dashboard'] as const;

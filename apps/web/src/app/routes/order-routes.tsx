import { OrderDetailsPage } from '../../features/orders/pages/order-details-page.tsx';
import { OrdersPage } from '../../features/orders/pages/orders-page.tsx';

/** /myorders, /sellermyorders and /orders/{orderId} (features/orders). */
export const BuyerOrdersRoute = () => <OrdersPage side="buyer" />;
export const SellerOrdersRoute = () => <OrdersPage side="seller" />;
export const OrderDetailsRoute = () => <OrderDetailsPage />;

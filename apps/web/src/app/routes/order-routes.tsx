import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /myorders, /sellermyorders and /orders/{orderId} (features/orders). */
export const BuyerOrdersRoute = () => <PlaceholderPage titleKey="pages.buyerOrders" />;
export const SellerOrdersRoute = () => <PlaceholderPage titleKey="pages.sellerOrders" />;
export const OrderDetailsRoute = () => <PlaceholderPage titleKey="pages.orderDetails" />;

export { MyOrders } from './components/my-orders';
export { OrderCompleteView } from './components/order-complete-view';
export { useRefreshOrders } from './api/order-queries';

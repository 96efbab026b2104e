// What the app and other features use of orders: they reach it through here, never its files.
export { type OrderRow } from './orders.repository';
export { orderRecords } from './order-records';
export { type OrderLifecycle } from './order-lifecycle';
export { orderLabel } from './order-mapper';
export { type OrderNotices } from './order-notices';
export { type OrderService } from './orders.service';
export { createOrderGoods } from './order-goods';
export { createOrderLifecycle } from './order-lifecycle';
export { createOrderNotices } from './order-notices';
export { createOrderService } from './orders.service';
export { createPaymentExpiry, type PaymentExpiry, schedulePaymentExpiry } from './payment-expiry';
export { registerOrders } from './orders.feature';

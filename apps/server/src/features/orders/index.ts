// What other features may use of orders: they reach it through here, never its files.
export { createOrderRepository, type OrderRow } from './orders.repository';

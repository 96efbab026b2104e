export { OrderReturns } from './components/order-returns';
export { ReturnItemsButton } from './components/return-items-button';

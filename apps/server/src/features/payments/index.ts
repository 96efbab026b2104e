// What the app and other features use of payments: they reach it through here, never its files.
export { type PaymentRow } from './payments.repository';
export { paymentOf } from './payment-of';
export { paymentGatewayFailure } from './gateway-failure';
export { type GatewayOrders } from './gateway-orders';
export { createPaymentRecording, type PaymentRecording } from './payment-recording';
export { createRefunds, type Refunds } from './refunds';
export { createGatewayOrders } from './gateway-orders';
export { registerPayments } from './payments.feature';

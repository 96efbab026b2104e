// What other features may use of payments: they reach it through here, never its files.
export { createPaymentRepository, type PaymentRow } from './payments.repository';

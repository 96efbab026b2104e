export { CheckoutView, splitName, type CheckoutViewProps } from './components/checkout-view';
export { CHECKOUT_TEXTS } from './texts';
export { useCompletePayment } from './use-complete-payment';

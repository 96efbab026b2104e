export { CheckoutView } from './components/checkout-view';
export { splitName } from './split-name';
export { CHECKOUT_TEXTS } from './texts';
export { useCompletePayment } from './use-complete-payment';

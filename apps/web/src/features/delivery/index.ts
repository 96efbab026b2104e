export { useAddressDelivery } from './api/use-address-delivery';
export { DeliveryCheck } from './components/delivery-check';

export {
  useAddressDelivery,
  type AddressDelivery,
  type UseAddressDelivery,
} from './api/use-address-delivery';
export { usePinLookup } from './api/use-pin-lookup';
export { DeliveryCheck } from './components/delivery-check';

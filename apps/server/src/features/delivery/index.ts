// What the app and other features use of delivery: they reach it through here, never its files.
export { type DeliveryService } from './delivery.service';
export { createDeliveryService } from './delivery.service';
export { indiaPostDirectory } from './pin-directory';
export { registerDelivery } from './delivery.feature';

// What the app and other features use of addresses: they reach it through here, never its files.
export { type AddressService } from './addresses.service';
export { addressRoutes } from './addresses.routes';
export { createAddressService } from './addresses.service';

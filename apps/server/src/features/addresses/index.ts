// What the app and other features use of addresses: they reach it through here, never its files.
export { type AddressService } from './addresses.service';
export { createAddressService } from './addresses.service';
export { registerAddresses } from './addresses.feature';

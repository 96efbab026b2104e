export { AddressBook } from './components/address-book';
export { SavedAddressChooser } from './components/saved-address-chooser';

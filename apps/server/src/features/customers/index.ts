// What the app and other features use of customers: they reach it through here, never its files.
export { registerCustomers } from './customers.feature';

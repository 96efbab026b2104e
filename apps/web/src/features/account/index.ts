export { AccountNav } from './components/account-nav';

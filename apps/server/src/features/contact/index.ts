// What the app and other features use of contact: they reach it through here, never its files.
export { registerContact } from './contact.feature';

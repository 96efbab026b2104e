// What the app and other features use of newsletter: they reach it through here, never its files.
export { registerNewsletter } from './newsletter.feature';

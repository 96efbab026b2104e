// What the app and other features use of privacy: they reach it through here, never its files.
export { registerPrivacy } from './privacy.feature';

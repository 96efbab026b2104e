// What the app and other features use of returns: they reach it through here, never its files.
export { createReturns } from './returns.service';
export { registerReturns } from './returns.feature';

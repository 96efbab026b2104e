// What the app and other features use of staff: they reach it through here, never its files.
export { ownerSetupLink } from './owner-setup';
export { registerStaff } from './staff.feature';

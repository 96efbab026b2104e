// What the app and other features use of auth: they reach it through here, never its files.
export { createAuth, type Auth } from './auth';
export { resolveAuthSecret } from './auth-secret';
export { createRoleRepository, type RoleRepository } from './roles.repository';
export { createSessionCache, type SessionCache } from './session-cache';
export { registerAuth } from './auth.feature';

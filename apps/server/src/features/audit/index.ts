// What the app and other features use of audit: they reach it through here, never its files.
export { type AuditActor, type AuditLog, createAuditLog } from './audit.service';
export { registerAudit } from './audit.feature';

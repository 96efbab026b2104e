import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a link: 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token that only its link should carry. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Compares two tokens in constant time, whatever their lengths. */
export function sameToken(a: string, b: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(a).digest(),
    createHash('sha256').update(b).digest(),
  );
}

/** "a***@example.in": enough for its owner to recognise an address, not for others to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * The origins the shop's own pages are served from: PUBLIC_URL's origin, and locally both loopback
 * spellings. better-auth's trustedOrigins and the cross-site write check use this one list, so the
 * two always agree on what "the shop itself" is.
 */
export function shopOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [url.origin];
  return [`${url.protocol}//localhost:${url.port}`, `${url.protocol}//127.0.0.1:${url.port}`];
}

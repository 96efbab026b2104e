/** A short text no other test run makes, for names and addresses that must not collide. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An email address of its own for `who`. */
export const uniqueEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

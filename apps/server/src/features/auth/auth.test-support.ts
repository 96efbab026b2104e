/** An email address no other test has used, for sign-ups that must not collide. */
export const uniqueEmail = (name = 'shopper') =>
  `${name}-${Math.random().toString(36).slice(2, 10)}@example.in`;

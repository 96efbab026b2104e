/** Query keys of the account: everything under 'auth'. */
export const authKeys = {
  all: ['auth'] as const,
  /** Whether the server still knows this browser's session, and as whom. */
  session: () => [...authKeys.all, 'session'] as const,
  socialProviders: () => [...authKeys.all, 'social-providers'] as const,
};

/** Query keys of the shopper's address book. */
export const addressKeys = {
  all: ['addresses'] as const,
};

/** What the console says where access is refused. */
export const ACCESS_TEXTS = {
  staffOnly: 'This part of the shop is for its staff',
  ownerOnly: "Only the shop's owner can open this page",
} as const;

/** The role as the console names it. */
export const ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const;

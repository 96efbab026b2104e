/** What the console says where access is refused. */
export const ACCESS_TEXTS = {
  staffOnly: 'This part of the shop is for its staff',
  ownerOnly: "Only the shop's owner can open this page",
} as const;

/** The role as the console names it. */
export const ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const;

/** The search synonyms page. */
export const SYNONYM_TEXTS = {
  title: 'Search synonyms',
  description:
    'Words shoppers use for the same thing. A search for any word of a group finds products by every word of it, at once.',
  termsLabel: 'Words',
  termsHint:
    'Separate them with commas: pooja, puja. A word may be a short phrase, such as door hanging.',
  add: 'Add group',
  adding: 'Adding...',
  added: 'Synonym group added',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Synonym group saved',
  edit: 'Edit',
  cancel: 'Cancel',
  remove: 'Delete',
  removed: 'Synonym group deleted',
  removeTitle: (terms: readonly string[]) => `Delete the group ${terms.join(', ')}?`,
  removeText: 'Search stops treating these words as one at once.',
  empty: 'No synonym groups yet.',
} as const;

/**
 * Search synonyms as the console keeps them: groups of words shoppers use for the same thing
 * ("pooja", "puja"). A search word found in a group finds products by every term of the group.
 */
import { z } from 'zod';

/** Most terms one group may hold, and most characters in a term. */
export const MAX_SYNONYM_TERMS = 20;
export const MAX_SYNONYM_TERM_LENGTH = 40;
/** A term is one word or a short phrase ("door hanging"). */
export const MAX_SYNONYM_TERM_WORDS = 3;

/**
 * A term as search compares it: lower case, single spaces. Letters (any script), digits, spaces
 * and hyphens only, since search reads nothing else of what a shopper types.
 */
const term = z
  .string({ error: 'Each term must be text.' })
  .transform((text) => text.trim().toLowerCase().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'A term cannot be empty.')
      .max(MAX_SYNONYM_TERM_LENGTH, `A term is at most ${MAX_SYNONYM_TERM_LENGTH} characters long.`)
      .regex(
        /^[\p{L}\p{M}\p{N}]+(?:[ -][\p{L}\p{M}\p{N}]+)*$/u,
        'A term holds letters, digits, spaces and hyphens only.',
      )
      .refine(
        (text) => text.split(' ').length <= MAX_SYNONYM_TERM_WORDS,
        `A term is at most ${MAX_SYNONYM_TERM_WORDS} words.`,
      ),
  );

/** What staff send to create or change a group: its terms, in the order they read them. */
export const synonymGroupInputSchema = z.object({
  terms: z
    .array(term, { error: 'List the group’s terms.' })
    .max(MAX_SYNONYM_TERMS, `A group holds at most ${MAX_SYNONYM_TERMS} terms.`)
    .transform((terms) => [...new Set(terms)])
    .refine((terms) => terms.length >= 2, 'A group needs at least two different terms.'),
});
export type SynonymGroupInput = z.input<typeof synonymGroupInputSchema>;

export const synonymGroupSchema = z.object({
  id: z.string(),
  terms: z.array(z.string()),
  updatedAt: z.iso.datetime(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

export const synonymGroupListSchema = z.object({ items: z.array(synonymGroupSchema) });
export type SynonymGroupList = z.infer<typeof synonymGroupListSchema>;

export const synonymGroupParamsSchema = z.object({
  id: z.uuid({ error: 'No synonym group has this id.' }),
});

/**
 * Text fields of the console's forms, with the messages staff read: required or optional, trimmed,
 * at most so long, and only what the database can hold.
 */
import { z } from 'zod';

/** Text the database can hold: no NUL character, no half of a surrogate pair. */
export const storable = (value: string) => !value.includes('\u0000') && !/\p{Cs}/u.test(value);
export const NOT_STORABLE = 'must not contain a NUL character or a broken character';

export const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`)
    .refine(storable, NOT_STORABLE);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`)
    .refine(storable, NOT_STORABLE);

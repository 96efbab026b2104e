import clsx, { type ClassValue } from 'clsx';

/** Joins class names, skipping false and empty values. */
export const cn = (...values: ClassValue[]) => clsx(values);

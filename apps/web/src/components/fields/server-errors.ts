import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/** True when the server named the fields it refused (shown on them, not again above the form). */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.fields).length > 0;
}

/**
 * Puts the server's per-field messages (`ApiError.fields`, keyed by the path in the request
 * body, e.g. `value.phone`) on the form's fields. `prefix` is the part of that path before the
 * form's own ('value.' when the form edits the body's `value`). Answers whether any was put.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  { prefix = '' }: { prefix?: string } = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [path, message] of Object.entries(error.fields)) {
    if (!path.startsWith(prefix)) continue;
    setError(path.slice(prefix.length) as Path<Values>, { type: 'server', message });
    shown = true;
  }
  return shown;
}

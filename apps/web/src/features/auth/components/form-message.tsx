/** What a form of the account page says after sending: green, or red for a failure. */
export type FormMessageValue = { kind: 'success' | 'error'; text: string } | null;

export function FormMessage({ message }: { message: FormMessageValue }) {
  // The live regions stay mounted so screen readers announce a message when it appears.
  return (
    <>
      <div role="status" aria-live="polite">
        {message?.kind === 'success' ? (
          <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {message.text}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {message?.kind === 'error' ? (
          <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {message.text}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The server's words for a failure (they are written for people), or a connection problem. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

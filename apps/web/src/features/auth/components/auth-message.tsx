export type AuthMessageValue = { kind: 'success' | 'error'; text: string } | null;

/** The green or red box under an account form. */
export function AuthMessage({ message }: { message: AuthMessageValue }) {
  // The live regions stay mounted so screen readers announce a message when it appears.
  return (
    <>
      <div role="status" aria-live="polite">
        {message?.kind === 'success' ? (
          <p
            data-testid="auth-message"
            className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {message?.kind === 'error' ? (
          <p
            data-testid="auth-message"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </>
  );
}

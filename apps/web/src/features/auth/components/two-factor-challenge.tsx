import { useState, type FormEvent } from 'react';
import { backupCodeSchema, totpCodeSchema } from '@terracraft/shared/auth';
import { FormField } from '../../../components/form-field';
import { api } from '../../../lib/api-client';
import type { AuthUser } from '../auth-context';
import { failureText } from '../texts';
import { AuthMessage, type AuthMessageValue } from './auth-message';

/**
 * The second step of a sign-in with two-factor sign-in on: the 6-digit code of the authenticator
 * app, or one of the backup codes. The password was right; the session opens once a code is.
 */
export function TwoFactorChallenge({
  onVerified,
  onRestart,
}: {
  onVerified(user: AuthUser): void;
  /** The sign-in expired or had too many wrong codes: back to the password. */
  onRestart(): void;
}) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [message, setMessage] = useState<AuthMessageValue>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const schema = useBackup ? backupCodeSchema : totpCodeSchema;
    const parsed = schema.safeParse({ code, trustDevice });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const { user } = await api(
        useBackup ? 'auth.twoFactorVerifyBackupCode' : 'auth.twoFactorVerifyTotp',
        { body: parsed.data },
      );
      onVerified(user);
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(error) });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} aria-label="Two-factor sign-in" className="space-y-4">
        <p className="text-sm text-clay-700">
          {useBackup
            ? 'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each code works once.'
            : 'Two-factor sign-in is on for this account. Enter the 6-digit code from your authenticator app.'}
        </p>
        <FormField
          label={useBackup ? 'Backup code' : 'Authentication code'}
          error={fieldError}
          required
        >
          {(props) => (
            <input
              {...props}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode={useBackup ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              // Focus moves here as the step appears, as the password's last field is gone.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              className="field"
            />
          )}
        </FormField>
        <label className="flex items-center gap-2 text-sm text-clay-800">
          <input
            type="checkbox"
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
          />
          Don&apos;t ask again on this device for 30 days
        </label>
        <button type="submit" disabled={busy} className="btn-primary w-full">
          {busy ? 'Checking...' : 'Verify'}
        </button>
      </form>
      <AuthMessage message={message} />
      <div className="flex justify-between text-sm">
        <button
          type="button"
          className="text-terracotta hover:underline"
          onClick={() => {
            setUseBackup(!useBackup);
            setCode('');
            setFieldError(undefined);
            setMessage(null);
          }}
        >
          {useBackup ? 'Use the authenticator app' : 'Use a backup code'}
        </button>
        <button type="button" className="text-clay-700 hover:underline" onClick={onRestart}>
          Start again
        </button>
      </div>
    </div>
  );
}

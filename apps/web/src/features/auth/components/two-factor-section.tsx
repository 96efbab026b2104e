import { useMemo, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import {
  totpCodeSchema,
  twoFactorPasswordSchema,
  type AccountUser,
  type TwoFactorSetup,
} from '@terracraft/shared/auth';
import { FormField } from '../../../components/form-field';
import { api } from '../../../lib/api-client';
import { errorText, FormMessage, type FormMessageValue } from './form-message';

/** The secret key of the otpauth:// URI, in groups of four, for typing into an app by hand. */
function secretKeyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * Two-factor sign-in with an authenticator app. Turning it on (with the password) shows a QR
 * code, drawn here in the page, and its secret key, and the backup codes; it is on once a first
 * code from the app is verified. Turning it off asks for the password.
 */
export function TwoFactorSection({
  account,
  onChanged,
}: {
  account: AccountUser;
  /** Two-factor sign-in was turned on or off: the account is read again. */
  onChanged(): void;
}) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [message, setMessage] = useState<FormMessageValue>(null);

  if (setup) {
    return (
      <TwoFactorSetupStep
        setup={setup}
        onVerified={() => {
          setSetup(null);
          setMessage({
            kind: 'success',
            text: 'Two-factor sign-in is on. Sign-in will ask for a code from your app.',
          });
          onChanged();
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-clay-800">
        Two-factor sign-in is{' '}
        <strong data-testid="two-factor-status">{account.twoFactorEnabled ? 'on' : 'off'}</strong>.{' '}
        {account.twoFactorEnabled
          ? 'Signing in asks for a code from your authenticator app (or a backup code).'
          : 'Add a code from an authenticator app (Google Authenticator, Microsoft Authenticator, Authy…) to your password when you sign in.'}
      </p>
      <PasswordStep
        key={account.twoFactorEnabled ? 'off' : 'on'}
        label={
          account.twoFactorEnabled ? 'Turn off two-factor sign-in' : 'Turn on two-factor sign-in'
        }
        onConfirmed={async (password) => {
          setMessage(null);
          if (account.twoFactorEnabled) {
            await api('auth.twoFactorDisable', { body: { password } });
            setMessage({ kind: 'success', text: 'Two-factor sign-in is off.' });
            onChanged();
          } else {
            setSetup(await api('auth.twoFactorEnable', { body: { password } }));
          }
        }}
      />
      <FormMessage message={message} />
    </div>
  );
}

function PasswordStep({
  label,
  onConfirmed,
}: {
  label: string;
  onConfirmed(password: string): Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [message, setMessage] = useState<FormMessageValue>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = twoFactorPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await onConfirmed(parsed.data.password);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
      setPassword('');
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-4">
      <FormField label="Your password" error={fieldError} required>
        {(props) => (
          <input
            {...props}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            type="password"
            autoComplete="current-password"
            className="field"
          />
        )}
      </FormField>
      <button type="submit" disabled={busy} className="btn-outline">
        {busy ? 'Checking...' : label}
      </button>
      <FormMessage message={message} />
    </form>
  );
}

function TwoFactorSetupStep({ setup, onVerified }: { setup: TwoFactorSetup; onVerified(): void }) {
  const qrCode = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(setup.totpURI, { border: 2 }))}`,
    [setup.totpURI],
  );
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [message, setMessage] = useState<FormMessageValue>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = totpCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await api('auth.twoFactorVerifyTotp', { body: parsed.data });
      onVerified();
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-5 pl-5 text-sm text-clay-800">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img
            src={qrCode}
            alt="QR code for your authenticator app"
            width={180}
            height={180}
            className="mt-2 rounded border border-clay-200"
          />
          <p className="mt-2">
            Or enter this secret key by hand:{' '}
            <code data-testid="totp-secret" className="rounded bg-clay-100 px-2 py-1 font-mono">
              {secretKeyOf(setup.totpURI)}
            </code>
          </p>
        </li>
        <li>
          <p>
            Save these backup codes somewhere safe. Each one signs you in once if you lose your
            phone; they are not shown again.
          </p>
          <ul
            aria-label="Backup codes"
            className="mt-2 grid max-w-sm grid-cols-2 gap-2 font-mono text-sm"
          >
            {setup.backupCodes.map((backupCode) => (
              <li key={backupCode} className="rounded bg-clay-100 px-2 py-1">
                {backupCode}
              </li>
            ))}
          </ul>
        </li>
        <li>
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label="Confirm two-factor sign-in"
            className="space-y-4"
          >
            <FormField label="6-digit code from the app" error={fieldError} required>
              {(props) => (
                <input
                  {...props}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="field max-w-xs"
                />
              )}
            </FormField>
            <button type="submit" disabled={busy} className="btn-primary">
              {busy ? 'Checking...' : 'Turn on'}
            </button>
            <FormMessage message={message} />
          </form>
        </li>
      </ol>
    </div>
  );
}

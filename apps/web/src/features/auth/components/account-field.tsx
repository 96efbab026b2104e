import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';

/**
 * A required field of the account forms, registered with react-hook-form; `autoComplete` tells
 * the browser and password managers what to fill in.
 */
export function AccountField({
  label,
  registration,
  autoComplete,
  type = 'text',
  error,
  hint,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'name' | 'email' | 'current-password' | 'new-password';
  type?: 'text' | 'email' | 'password';
  error?: string;
  hint?: string;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(props) => (
        <input
          {...props}
          {...registration}
          type={type}
          autoComplete={autoComplete}
          required
          className="field"
        />
      )}
    </FormField>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordChangeSchema, type PasswordChange } from '@terracraft/shared/auth';
import { FormField } from '../../../components/form-field';
import { api } from '../../../lib/api-client';
import { errorText, FormMessage, type FormMessageValue } from './form-message';

/** A new password, with the current one; the shop signs every other device out. */
export function PasswordForm() {
  const [message, setMessage] = useState<FormMessageValue>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const { message: text } = await api('auth.changePassword', { body: values });
      reset();
      setMessage({ kind: 'success', text });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="space-y-4">
      <FormField label="Current password" error={errors.currentPassword?.message} required>
        {(props) => (
          <input
            {...props}
            {...register('currentPassword')}
            type="password"
            autoComplete="current-password"
            className="field"
          />
        )}
      </FormField>
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        hint="At least 8 characters."
        required
      >
        {(props) => (
          <input
            {...props}
            {...register('newPassword')}
            type="password"
            autoComplete="new-password"
            className="field"
          />
        )}
      </FormField>
      <button type="submit" disabled={isSubmitting} className="btn-primary">
        {isSubmitting ? 'Changing...' : 'Change password'}
      </button>
      <FormMessage message={message} />
    </form>
  );
}

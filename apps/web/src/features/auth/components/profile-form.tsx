import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  profileUpdateSchema,
  type AccountUser,
  type ProfileUpdate,
  type PublicUser,
} from '@terracraft/shared/auth';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { api } from '../../../lib/api-client';
import { errorText, FormMessage, type FormMessageValue } from './form-message';

type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;

/** Name and mobile number (Indian, optional). */
export function ProfileForm({
  account,
  onUpdated,
}: {
  account: AccountUser;
  onUpdated(user: PublicUser): void;
}) {
  const [message, setMessage] = useState<FormMessageValue>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate, unknown, ProfileUpdateValues>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { name: account.name, phone: account.phone ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      // Sent as checked here: the mobile number as 10 digits, or empty for none.
      const body = { name: values.name, phone: values.phone ?? '' };
      const { user } = await api('auth.updateUser', { body });
      onUpdated(user);
      setMessage({ kind: 'success', text: 'Your profile has been saved.' });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile" className="space-y-4">
      <FormField label="Full name" error={errors.name?.message} required>
        {(props) => (
          <input {...props} {...register('name')} autoComplete="name" className="field" />
        )}
      </FormField>
      <FormField
        label="Mobile number"
        error={errors.phone?.message}
        hint="10 digits, with or without +91. Used for delivery updates."
      >
        {(props) => (
          <input
            {...props}
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className="field"
          />
        )}
      </FormField>
      <button type="submit" disabled={isSubmitting} className="btn-primary">
        {isSubmitting ? 'Saving...' : 'Save profile'}
      </button>
      <FormMessage message={message} />
    </form>
  );
}

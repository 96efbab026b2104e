import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressFields } from './address-fields';

afterEach(cleanup);

interface Values {
  label: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pin: string;
}

function AddressForm({
  withLabel = false,
  withEmail = false,
  pin,
  errors = {},
}: {
  withLabel?: boolean;
  withEmail?: boolean;
  pin?: { problem?: string; hint?: string };
  errors?: Partial<Record<keyof Values, { message: string }>>;
}) {
  const form = useForm<Values>({ defaultValues: { firstName: 'Meera' } });
  return (
    <form aria-label="Address">
      <AddressFields
        register={form.register}
        errors={errors}
        label={withLabel ? form.register('label') : undefined}
        email={withEmail ? form.register('email') : undefined}
        pin={pin}
      >
        <p>After the fields</p>
      </AddressFields>
    </form>
  );
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** The text a screen reader reads after the field's name. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const labels = () =>
  Array.from(document.querySelectorAll('label'), (label) => label.textContent?.trim());

describe('AddressFields', () => {
  it('asks for an address, every field required, with the form’s values', () => {
    render(<AddressForm />);
    expect(labels()).toEqual([
      'First Name',
      'Last Name',
      'Phone',
      'Address',
      'City',
      'State',
      'PIN Code',
    ]);
    for (const name of ['First Name', 'Last Name', 'Phone', 'Address', 'City', 'PIN Code']) {
      expect(textbox(name).required).toBe(true);
    }
    expect(textbox('First Name').value).toBe('Meera');
    const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    expect(state.required).toBe(true);
    expect(state.options[0]?.text).toBe('Choose a state');
    screen.getByText('After the fields');
  });

  it('adds the address book’s optional label first and checkout’s email after the name', () => {
    render(<AddressForm withLabel withEmail />);
    expect(labels()).toEqual([
      'Label (optional)',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Address',
      'City',
      'State',
      'PIN Code',
    ]);
    expect(textbox('Label (optional)').required).toBe(false);
    expect(textbox('Email').required).toBe(true);
  });

  it('shows the form’s errors at their fields, and what the PIN’s place says', () => {
    render(
      <AddressForm
        errors={{ city: { message: 'Enter the city' } }}
        pin={{ problem: 'This PIN code is in Tamil Nadu' }}
      />,
    );
    expect(description(textbox('City'))).toBe('Enter the city');
    expect(textbox('City').getAttribute('aria-invalid')).toBe('true');
    expect(description(textbox('PIN Code'))).toBe('This PIN code is in Tamil Nadu');
    expect(textbox('PIN Code').getAttribute('aria-invalid')).toBe('true');
    cleanup();
    render(<AddressForm pin={{ hint: 'Delivered by Friday' }} />);
    expect(description(textbox('PIN Code'))).toBe('Delivered by Friday');
    expect(textbox('PIN Code').getAttribute('aria-invalid')).toBeNull();
  });
});

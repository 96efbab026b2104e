import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceRangeInputs } from './price-range-inputs';

afterEach(cleanup);

/** The inputs as a page holds them: the range it applies, and each change it was asked for. */
function Range({ changes }: { changes: object[] }) {
  const [range, setRange] = useState({ min: 1000, max: 2000 });
  return (
    <PriceRangeInputs
      min={range.min}
      max={range.max}
      onChange={(change) => {
        changes.push(change);
        setRange((current) => ({
          min: change.minPrice ?? current.min,
          max: change.maxPrice ?? current.max,
        }));
      }}
    />
  );
}

const field = (name: 'Min (₹)' | 'Max (₹)') =>
  screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('the price range', () => {
  it('flags a minimum above the maximum, and swaps the two on leaving it, saying so', () => {
    const changes: object[] = [];
    render(<Range changes={changes} />);
    fireEvent.input(field('Min (₹)'), { target: { value: '2500' } });
    expect(field('Min (₹)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Min is above Max (2000): leaving the field swaps them.')).toBeTruthy();
    fireEvent.blur(field('Min (₹)'));
    expect(changes.at(-1)).toEqual({ minPrice: 2000, maxPrice: 2500 });
    expect([field('Min (₹)').value, field('Max (₹)').value]).toEqual(['2000', '2500']);
    expect(screen.getByRole('status').textContent).toBe(
      'Min was above Max, so they were swapped: ₹2000 to ₹2500.',
    );
  });

  it('swaps a maximum typed below the minimum too, never dropping it', () => {
    const changes: object[] = [];
    render(<Range changes={changes} />);
    fireEvent.input(field('Max (₹)'), { target: { value: '500' } });
    expect(screen.getByText('Max is below Min (1000): leaving the field swaps them.')).toBeTruthy();
    fireEvent.blur(field('Max (₹)'));
    expect(changes.at(-1)).toEqual({ minPrice: 500, maxPrice: 1000 });
    expect([field('Min (₹)').value, field('Max (₹)').value]).toEqual(['500', '1000']);
  });

  it('refuses a fraction and restores the applied value on leaving it', () => {
    const changes: object[] = [];
    render(<Range changes={changes} />);
    fireEvent.input(field('Max (₹)'), { target: { value: '999.5' } });
    expect(screen.getByText('Enter a whole number of at least 1000.')).toBeTruthy();
    fireEvent.blur(field('Max (₹)'));
    expect(changes).toEqual([]);
    expect(field('Max (₹)').value).toBe('2000');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

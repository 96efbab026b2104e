import { Truck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { deliveryByText } from '@terracraft/shared/delivery';
import { PIN_CODE_PATTERN } from '@terracraft/shared/india/states';
import { usePinLookup } from '../api/use-pin-lookup';

const PIN_FORMAT = 'Enter a valid 6-digit PIN code (it cannot start with 0)';

/**
 * "Check delivery": a PIN box that answers with the delivery date and whether cash on delivery
 * is offered for `total` (paise), or why not. On the product page and in the cart.
 */
export function DeliveryCheck({ total }: { total: number }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [pin, setPin] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const lookup = usePinLookup(pin, total);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    if (!PIN_CODE_PATTERN.test(next)) {
      setFormatError(PIN_FORMAT);
      return;
    }
    setFormatError(undefined);
    setPin(next);
  }

  const answer = lookup.data;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-clay-200 p-4">
      <h2
        id={`${id}-heading`}
        className="flex items-center gap-2 text-base font-semibold text-clay-800"
      >
        <Truck className="size-5" aria-hidden="true" />
        Check delivery
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex gap-2">
        <label htmlFor={`${id}-pin`} className="sr-only">
          PIN code for delivery
        </label>
        <input
          id={`${id}-pin`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          placeholder="PIN code"
          aria-invalid={formatError || lookup.isError ? true : undefined}
          aria-describedby={`${id}-answer`}
          className="field w-36"
        />
        <button type="submit" className="btn-outline">
          Check
        </button>
      </form>
      <div id={`${id}-answer`} role="status" aria-live="polite" className="mt-3 text-sm">
        {formatError ? (
          <p className="text-red-700">{formatError}</p>
        ) : lookup.isError ? (
          <p className="text-red-700">{lookup.error.message}</p>
        ) : lookup.isFetching && !answer ? (
          <p className="text-clay-600">Checking {pin}…</p>
        ) : answer ? (
          <div className="space-y-1">
            <p className="text-clay-600">
              {answer.district}, {answer.state} {answer.pin}
            </p>
            {answer.serviceable && answer.deliveryBy ? (
              <>
                <p className="font-medium text-clay-900">{deliveryByText(answer.deliveryBy)}</p>
                <p className={answer.cod.available ? 'text-leaf-dark' : 'text-clay-700'}>
                  {answer.cod.available ? 'Cash on delivery available' : answer.cod.reason}
                </p>
              </>
            ) : (
              <p className="font-medium text-red-700">{answer.reason}</p>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}

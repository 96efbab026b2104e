import { useController, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  DELIVERY_ZONES,
  DELIVERY_ZONE_LABELS,
  type DeliverySettings,
} from '@terracraft/shared/delivery';
import { deliverySettingsSchema } from '@terracraft/shared/delivery/schemas';
import { STATES_AND_UNION_TERRITORIES } from '@terracraft/shared/india/states';
import type { AdminSettings } from '@terracraft/shared/settings';
import { Panel } from '../components/console-page';
import { CheckboxField, LinesField, MoneyField, NumberField } from '../../components/fields';
import { SettingsFormActions } from './settings-form-actions';
import { useSettingsForm } from './use-settings-form';

type DeliveryValues = z.input<typeof deliverySettingsSchema>;

const ZONE_HINTS: Record<(typeof DELIVERY_ZONES)[number], string> = {
  local: 'The district of the seller’s address on tax invoices.',
  state: 'The rest of the seller’s state.',
  metro: 'Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune, Ahmedabad.',
  rest: 'Everywhere else.',
  remote:
    'The north-east, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands, Lakshadweep.',
};

/**
 * Where the shop delivers, how many days each zone takes, and cash on delivery: the PIN check,
 * checkout and placement all read these (decision 28).
 */
export function DeliveryForm({ settings, reload }: { settings: AdminSettings; reload(): void }) {
  const form = useSettingsForm({
    settings,
    reload,
    setting: 'delivery',
    schema: deliverySettingsSchema,
    saved: 'The delivery rules are saved.',
  });
  const { control } = form;

  return (
    <form
      id="delivery"
      noValidate
      aria-label="Delivery"
      onSubmit={form.onSubmit}
      className="grid scroll-mt-24 gap-6"
    >
      <Panel title="Delivery">
        <p className="mb-4 text-sm text-clay-700">
          The product page, the cart and checkout tell shoppers the delivery date for their PIN code
          and whether they can pay cash on delivery; orders are refused where these rules do not
          allow them. Days are counted from the order date, Sundays not counted.{' '}
          {form.lastSaved ??
            'The shop delivers everywhere in India by the default rules until they are saved here.'}
        </p>
        <ServedStates control={control} />
        <LinesField
          control={control}
          name="blockedPins"
          label="PIN codes not served"
          hint="One PIN code a line: places in a served state that couriers do not reach."
          rows={3}
          className="mt-6"
        />
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-clay-800">Days to deliver, by zone</legend>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {DELIVERY_ZONES.map((zone) => (
              <NumberField
                key={zone}
                control={control}
                name={`days.${zone}`}
                label={DELIVERY_ZONE_LABELS[zone]}
                hint={ZONE_HINTS[zone]}
                min={1}
                max={30}
                step={1}
                required
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-6 grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-clay-800">Cash on delivery</legend>
          <CheckboxField
            control={control}
            name="codEnabled"
            label="Offer cash on delivery"
            className="md:col-span-2"
          />
          <MoneyField
            control={control}
            name="codMaxTotal"
            label="Cash on delivery up to an order total of"
            required
          />
          <MoneyField
            control={control}
            name="codFee"
            label="Cash-on-delivery fee"
            hint="Added to the order's delivery charge when paid in cash; 0 for none."
            required
          />
        </fieldset>
      </Panel>
      <SettingsFormActions {...form.actions} saveLabel="Save delivery rules" />
    </form>
  );
}

/** One checkbox per state and union territory. */
function ServedStates({
  control,
}: {
  control: Control<DeliveryValues, unknown, DeliverySettings>;
}) {
  const { field, fieldState } = useController({ control, name: 'servedStates' });
  const served = new Set(field.value ?? []);
  const toggle = (state: string, on: boolean) =>
    field.onChange(STATES_AND_UNION_TERRITORIES.filter((s) => (s === state ? on : served.has(s))));
  return (
    <fieldset aria-describedby={fieldState.error ? 'served-states-error' : undefined}>
      <legend className="text-sm font-semibold text-clay-800">States served</legend>
      <div className="mt-2 flex gap-3 text-sm">
        <button
          type="button"
          className="underline"
          onClick={() => field.onChange([...STATES_AND_UNION_TERRITORIES])}
        >
          All of India
        </button>
      </div>
      <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {STATES_AND_UNION_TERRITORIES.map((state) => (
          <label key={state} className="flex items-center gap-2 text-sm text-clay-800">
            <input
              type="checkbox"
              checked={served.has(state)}
              onChange={(event) => toggle(state, event.target.checked)}
              className="size-4 accent-clay-700"
            />
            {state}
          </label>
        ))}
      </div>
      {fieldState.error ? (
        <p id="served-states-error" className="mt-2 text-sm text-red-700">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

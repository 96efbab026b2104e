import type { AdminSettings } from '@terracraft/shared/settings';
import { orderLimitsSchema } from '@terracraft/shared/settings/schemas';
import { Panel } from '../components/console-page';
import { NumberField } from '../../components/fields';
import { SettingsFormActions } from './settings-form-actions';
import { useSettingsForm } from './use-settings-form';

/** How much one account may order and hold at once; checkout and the cart refuse beyond them. */
export function OrderLimitsForm({ settings, reload }: { settings: AdminSettings; reload(): void }) {
  const form = useSettingsForm({
    settings,
    reload,
    setting: 'orderLimits',
    schema: orderLimitsSchema,
    saved: 'The order limits are saved.',
  });
  const { control } = form;

  return (
    <form noValidate aria-label="Order limits" onSubmit={form.onSubmit} className="grid gap-6">
      <Panel title="Order limits">
        <p className="mb-4 text-sm text-clay-700">
          An order placed holds its stock: online ones until paid (or released after the payment
          window), cash-on-delivery ones until shipped or cancelled. These limits keep one account
          from holding what others want to buy; checkout refuses beyond them and says which limit
          was reached.{' '}
          {form.lastSaved ?? 'The shop runs on the default limits until they are saved here.'}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <NumberField
            control={control}
            name="maxUnitsPerLine"
            label="Units of one product per order"
            hint="Also the most the cart holds of one product."
            min={1}
            max={999}
            step={1}
            required
          />
          <NumberField
            control={control}
            name="maxUnitsPerOrder"
            label="Units per order"
            min={1}
            max={999}
            step={1}
            required
          />
          <NumberField
            control={control}
            name="maxUnpaidOnlineOrders"
            label="Unpaid online orders per account"
            hint="Online orders waiting for their payment at once."
            min={1}
            max={999}
            step={1}
            required
          />
          <NumberField
            control={control}
            name="maxOpenCodOrders"
            label="Open cash-on-delivery orders per account"
            hint="Cash-on-delivery orders not yet shipped or cancelled."
            min={1}
            max={999}
            step={1}
            required
          />
        </div>
      </Panel>
      <SettingsFormActions {...form.actions} saveLabel="Save limits" />
    </form>
  );
}

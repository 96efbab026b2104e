import { isPlaceholderSeller, type AdminSettings } from '@terracraft/shared/settings';
import { sellerSettingsSchema } from '@terracraft/shared/settings/schemas';
import { Panel } from '../components/console-page';
import { TextField } from '../../components/fields';
import { PostalAddressFields } from './postal-address-fields';
import { SettingsFormActions } from './settings-form-actions';
import { useSettingsForm } from './use-settings-form';

/** The seller as the tax invoices print it: legal name, GSTIN and the registered address. */
export function SellerForm({ settings, reload }: { settings: AdminSettings; reload(): void }) {
  const form = useSettingsForm({
    settings,
    reload,
    setting: 'seller',
    schema: sellerSettingsSchema,
    saved: 'The seller’s GST details are saved.',
  });
  const { control } = form;

  return (
    <form
      id="seller"
      noValidate
      aria-label="Seller on tax invoices"
      onSubmit={form.onSubmit}
      className="grid scroll-mt-24 gap-6"
    >
      <Panel title="Seller on tax invoices">
        <p className="mb-4 text-sm text-clay-700">
          {form.lastSaved ? `${form.lastSaved} ` : ''}
          Deliveries to the seller’s state are charged CGST and SGST, others IGST.
        </p>
        {isPlaceholderSeller(form.value) ? (
          <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-300">
            These are the placeholder details the shop starts with. Orders cannot ship until the
            registered legal name, GSTIN and place of business are saved here: each shipment issues
            a tax invoice, and an invoice number cannot be taken back.
          </p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            control={control}
            name="legalName"
            label="Registered legal name"
            hint="As on the GST registration."
            required
          />
          <TextField
            control={control}
            name="gstin"
            label="GSTIN"
            hint="15 characters; the first two are the state's GST code."
            required
          />
          <PostalAddressFields
            control={control}
            firstLineLabel="Place of business"
            secondLineLabel="Second line"
          />
        </div>
      </Panel>
      <SettingsFormActions {...form.actions} saveLabel="Save seller details" />
    </form>
  );
}

import type { AdminSettings } from '@terracraft/shared/settings';
import { businessSettingsSchema } from '@terracraft/shared/settings/schemas';
import { Panel } from '../components/console-page';
import { CheckboxField, LinesField, TextField } from '../../components/fields';
import { PostalAddressFields } from './postal-address-fields';
import { SettingsFormActions } from './settings-form-actions';
import { useSettingsForm } from './use-settings-form';

/** The shop's business details, as its pages and mails show them. */
export function BusinessForm({ settings, reload }: { settings: AdminSettings; reload(): void }) {
  const form = useSettingsForm({
    settings,
    reload,
    setting: 'business',
    schema: businessSettingsSchema,
    saved: 'The business details are saved.',
  });
  const { control } = form;

  return (
    <form id="business" noValidate onSubmit={form.onSubmit} className="grid scroll-mt-24 gap-6">
      <p className="text-sm text-clay-700">
        {form.lastSaved ?? 'The shop shows its default details until they are saved here.'}
      </p>
      <Panel title="The business">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField control={control} name="shopName" label="Shop name" required />
          <TextField
            control={control}
            name="legalName"
            label="Legal name"
            hint="The company behind the shop, as the terms and the privacy policy name it."
            required
          />
        </div>
      </Panel>
      <Panel title="Mail and phone">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            control={control}
            name="supportEmail"
            label="Support email"
            type="email"
            hint="Shown on the shop; contact messages are mailed here."
            required
          />
          <TextField
            control={control}
            name="ordersEmail"
            label="Orders email"
            type="email"
            hint="Answers to order mails go here. Not shown on the shop."
            required
          />
          <TextField control={control} name="phone" label="Phone" type="tel" required />
          <TextField
            control={control}
            name="phoneHours"
            label="Phone hours"
            placeholder="Mon-Fri 9am-6pm IST"
            required
          />
          <CheckboxField
            control={control}
            name="phoneIsTollFree"
            label="The phone number is toll-free"
            hint={'The header then says "Toll Free" before it.'}
          />
        </div>
      </Panel>
      <Panel title="Address">
        <div className="grid gap-4 md:grid-cols-2">
          <PostalAddressFields
            control={control}
            firstLineLabel="Address"
            secondLineLabel="Address, second line"
          />
          <LinesField
            control={control}
            name="workingHours"
            label="Working hours"
            hint="One line each, such as Sat: 10am-4pm."
            required
          />
        </div>
      </Panel>
      <SettingsFormActions {...form.actions} saveLabel="Save details" />
    </form>
  );
}

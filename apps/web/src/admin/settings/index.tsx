import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Route, Switch, useLocation } from '../../lib/router';
import { adminPaths } from '../paths';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { formatShortDate, formatTime } from '@terracraft/shared/dates';
import { STATES_AND_UNION_TERRITORIES } from '@terracraft/shared/india';
import {
  isPlaceholderSeller,
  type AdminSettings,
  type BusinessSettings,
  type OrderLimits,
  type SellerSettings,
} from '@terracraft/shared/settings';
import {
  businessSettingsSchema,
  orderLimitsSchema,
  sellerSettingsSchema,
} from '@terracraft/shared/settings/schemas';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { api } from '../../lib/api-client';
import { ConsolePage, Panel } from '../components/console-page';
import {
  CheckboxField,
  LinesField,
  NumberField,
  SelectField,
  showServerFieldErrors,
  TextField,
} from '../components/form-fields';
import { adminKeys } from '../query-keys';
import { SettingsFormActions } from './settings-form-actions';
import { DeliveryForm } from './delivery-form';

const settingsKey = adminKeys.other('settings');
/** The form holds what the schema takes; it saves what the schema makes of it. */
type Values = z.input<typeof businessSettingsSchema>;
const stateOptions = STATES_AND_UNION_TERRITORIES.map((state) => ({ value: state, label: state }));

/** The owner's Settings: the shop's business details, as its pages and mails show them. */
export default function SettingsArea() {
  return (
    <Switch>
      <Route path={adminPaths.settings}>
        <SettingsPage />
      </Route>
    </Switch>
  );
}

function SettingsPage() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api('admin.settings.get', { signal }),
  });
  // A link to one part of the settings (#seller, from the go-live checklist or a refused
  // shipment) shows that part once the forms are there.
  const { hash } = useLocation();
  const loaded = Boolean(settings.data);
  useEffect(() => {
    if (loaded && hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <ConsolePage
      title="Settings"
      description="The shop's business details: its header, footer and contact page show them, and its mails are signed with them. A change shows on the shop's next page load. The seller's GST details are printed on every tax invoice issued after a change."
    >
      {settings.data ? (
        // A save, or a reload after someone else's, brings a new updatedAt: the form starts again
        // from what the server holds.
        <div className="grid gap-10">
          <BusinessForm
            key={settings.data.business.updatedAt ?? 'defaults'}
            settings={settings.data}
            reload={() => void settings.refetch()}
          />
          <SellerForm
            key={`seller-${settings.data.seller.updatedAt ?? 'defaults'}`}
            settings={settings.data}
            reload={() => void settings.refetch()}
          />
          <OrderLimitsForm
            key={`limits-${settings.data.orderLimits.updatedAt ?? 'defaults'}`}
            settings={settings.data}
            reload={() => void settings.refetch()}
          />
          <DeliveryForm
            key={`delivery-${settings.data.delivery.updatedAt ?? 'defaults'}`}
            settings={settings.data}
            reload={() => void settings.refetch()}
          />
        </div>
      ) : settings.error ? (
        <QueryError
          error={settings.error}
          what="the settings"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Spinner label="Loading the settings" />
      )}
    </ConsolePage>
  );
}

function BusinessForm({ settings, reload }: { settings: AdminSettings; reload(): void }) {
  const queryClient = useQueryClient();
  const { value, updatedAt, updatedBy } = settings.business;
  const { control, handleSubmit, reset, setError, formState } = useForm<
    Values,
    unknown,
    BusinessSettings
  >({
    resolver: zodResolver(businessSettingsSchema),
    defaultValues: value,
  });

  const save = useMutation({
    mutationFn: (next: BusinessSettings) =>
      api('admin.settings.update', { body: { key: 'business', value: next, updatedAt } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast.success('The business details are saved.');
    },
    onError: (error) => showServerFieldErrors(error, setError, { prefix: 'value.' }),
  });

  return (
    <form
      id="business"
      noValidate
      onSubmit={handleSubmit((next) => save.mutate(next))}
      className="grid scroll-mt-24 gap-6"
    >
      <p className="text-sm text-clay-700">
        {updatedAt
          ? `Last saved ${formatShortDate(updatedAt)}, ${formatTime(updatedAt)}${updatedBy ? ` by ${updatedBy.email}` : ''}.`
          : 'The shop shows its default details until they are saved here.'}
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
          <TextField control={control} name="address.line1" label="Address" required />
          <TextField control={control} name="address.line2" label="Address, second line" />
          <TextField control={control} name="address.city" label="City" required />
          <SelectField
            control={control}
            name="address.state"
            label="State"
            options={stateOptions}
            required
          />
          <TextField control={control} name="address.pin" label="PIN code" required />
          <LinesField
            control={control}
            name="workingHours"
            label="Working hours"
            hint="One line each, such as Sat: 10am-4pm."
            required
          />
        </div>
      </Panel>
      <SettingsFormActions
        saving={save.isPending}
        error={save.error}
        dirty={formState.isDirty}
        saveLabel="Save details"
        onDiscard={() => reset(value)}
        onReload={reload}
      />
    </form>
  );
}

/** The seller as the tax invoices print it: legal name, GSTIN and the registered address. */
function SellerForm({ settings, reload }: { settings: AdminSettings; reload(): void }) {
  const queryClient = useQueryClient();
  const { value, updatedAt, updatedBy } = settings.seller;
  const { control, handleSubmit, reset, setError, formState } = useForm<
    z.input<typeof sellerSettingsSchema>,
    unknown,
    SellerSettings
  >({
    resolver: zodResolver(sellerSettingsSchema),
    defaultValues: value,
  });

  const save = useMutation({
    mutationFn: (next: SellerSettings) =>
      api('admin.settings.update', { body: { key: 'seller', value: next, updatedAt } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast.success('The seller’s GST details are saved.');
    },
    onError: (error) => showServerFieldErrors(error, setError, { prefix: 'value.' }),
  });

  return (
    <form
      id="seller"
      noValidate
      aria-label="Seller on tax invoices"
      onSubmit={handleSubmit((next) => save.mutate(next))}
      className="grid scroll-mt-24 gap-6"
    >
      <Panel title="Seller on tax invoices">
        <p className="mb-4 text-sm text-clay-700">
          {updatedAt
            ? `Last saved ${formatShortDate(updatedAt)}, ${formatTime(updatedAt)}${updatedBy ? ` by ${updatedBy.email}` : ''}. `
            : ''}
          Deliveries to the seller’s state are charged CGST and SGST, others IGST.
        </p>
        {isPlaceholderSeller(value) ? (
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
          <TextField control={control} name="address.line1" label="Place of business" required />
          <TextField control={control} name="address.line2" label="Second line" />
          <TextField control={control} name="address.city" label="City" required />
          <SelectField
            control={control}
            name="address.state"
            label="State"
            options={stateOptions}
            required
          />
          <TextField control={control} name="address.pin" label="PIN code" required />
        </div>
      </Panel>
      <SettingsFormActions
        saving={save.isPending}
        error={save.error}
        dirty={formState.isDirty}
        saveLabel="Save seller details"
        onDiscard={() => reset(value)}
        onReload={reload}
      />
    </form>
  );
}

type LimitValues = z.input<typeof orderLimitsSchema>;

/** How much one account may order and hold at once; checkout and the cart refuse beyond them. */
function OrderLimitsForm({ settings, reload }: { settings: AdminSettings; reload(): void }) {
  const queryClient = useQueryClient();
  const { value, updatedAt, updatedBy } = settings.orderLimits;
  const { control, handleSubmit, reset, setError, formState } = useForm<
    LimitValues,
    unknown,
    OrderLimits
  >({
    resolver: zodResolver(orderLimitsSchema),
    defaultValues: value,
  });

  const save = useMutation({
    mutationFn: (next: OrderLimits) =>
      api('admin.settings.update', { body: { key: 'orderLimits', value: next, updatedAt } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast.success('The order limits are saved.');
    },
    onError: (error) => showServerFieldErrors(error, setError, { prefix: 'value.' }),
  });

  return (
    <form
      noValidate
      aria-label="Order limits"
      onSubmit={handleSubmit((next) => save.mutate(next))}
      className="grid gap-6"
    >
      <Panel title="Order limits">
        <p className="mb-4 text-sm text-clay-700">
          An order placed holds its stock: online ones until paid (or released after the payment
          window), cash-on-delivery ones until shipped or cancelled. These limits keep one account
          from holding what others want to buy; checkout refuses beyond them and says which limit
          was reached.{' '}
          {updatedAt
            ? `Last saved ${formatShortDate(updatedAt)}, ${formatTime(updatedAt)}${updatedBy ? ` by ${updatedBy.email}` : ''}.`
            : 'The shop runs on the default limits until they are saved here.'}
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
      <SettingsFormActions
        saving={save.isPending}
        error={save.error}
        dirty={formState.isDirty}
        saveLabel="Save limits"
        onDiscard={() => reset(value)}
        onReload={reload}
      />
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { Link, useNavigate, useParams } from '../../lib/router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import type { AdminCoupon } from '@terracraft/shared/coupons/admin';
import { FormField } from '../../components/form-field';
import { QueryError } from '../../components/query-error';
import { api, ApiError } from '../../lib/api-client';
import { ActionError } from '../components/action-error';
import { ConfirmDialog } from '../../components/dialog';
import { ConsolePage, Panel } from '../components/console-page';
import {
  CheckboxField,
  MoneyField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/fields';
import { StatusBadge } from '../components/status-badge';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';
import { couponState, dayAfter, dayStart, indiaDay, lastValidDay } from './coupon-rules';

const amount = (what: string) =>
  z
    .number({ error: `Enter ${what} in rupees, such as 200 or 199.50.` })
    .refine((paise) => !Number.isNaN(paise), `Enter ${what} in rupees, such as 200 or 199.50.`)
    .refine((paise) => paise >= 0, `${what} cannot be negative.`);
const optionalLimit = z
  .number({ error: 'Enter a whole number, or leave it empty for no limit.' })
  .int('Enter a whole number.')
  .min(1, 'At least 1, or leave it empty for no limit.')
  .nullable();

/** The form as staff fill it: rupees and calendar days; the server's shape is built on submit. */
const formSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, 'A code has at least 3 characters.')
      .max(32, 'A code has at most 32 characters.')
      .regex(/^[A-Za-z0-9_-]+$/, 'A code has only letters, digits, - and _.'),
    description: z.string().trim().min(1, 'Describe the coupon for shoppers.').max(200),
    kind: z.enum(['percent', 'flat']),
    percent: z.number({ error: 'Enter a percentage.' }).nullable(),
    flat: amount('the amount').nullable(),
    minOrder: amount('the minimum subtotal').nullable(),
    maxDiscount: amount('the maximum discount').nullable(),
    startsOn: z.string(),
    endsOn: z.string(),
    usageLimit: optionalLimit,
    perShopperLimit: optionalLimit,
    active: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (form.kind === 'percent') {
      if (
        form.percent === null ||
        !Number.isInteger(form.percent) ||
        form.percent < 1 ||
        form.percent > 100
      ) {
        ctx.addIssue({ code: 'custom', path: ['percent'], message: 'A percentage is 1 to 100.' });
      }
    } else if (form.flat === null || form.flat < 1) {
      ctx.addIssue({ code: 'custom', path: ['flat'], message: 'Enter the amount taken off.' });
    }
    if (form.startsOn && form.endsOn && form.endsOn < form.startsOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'The last day comes on or after the first.',
      });
    }
  });
type CouponForm = z.infer<typeof formSchema>;

const EMPTY: CouponForm = {
  code: '',
  description: '',
  kind: 'percent',
  percent: null,
  flat: null,
  minOrder: null,
  maxDiscount: null,
  startsOn: '',
  endsOn: '',
  usageLimit: null,
  perShopperLimit: null,
  active: true,
};

function toForm(coupon: AdminCoupon): CouponForm {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    percent: coupon.kind === 'percent' ? coupon.value : null,
    flat: coupon.kind === 'flat' ? coupon.value : null,
    minOrder: coupon.minOrder || null,
    maxDiscount: coupon.maxDiscount,
    startsOn: coupon.startsAt ? indiaDay(coupon.startsAt) : '',
    endsOn: coupon.endsAt ? lastValidDay(coupon.endsAt) : '',
    usageLimit: coupon.usageLimit,
    perShopperLimit: coupon.perShopperLimit,
    active: coupon.active,
  };
}

function toRules(form: CouponForm) {
  return {
    description: form.description,
    kind: form.kind,
    value: (form.kind === 'percent' ? form.percent : form.flat) ?? 0,
    minOrder: form.minOrder ?? 0,
    maxDiscount: form.maxDiscount,
    startsAt: form.startsOn ? dayStart(form.startsOn) : null,
    endsAt: form.endsOn ? dayAfter(form.endsOn) : null,
    usageLimit: form.usageLimit,
    perShopperLimit: form.perShopperLimit,
    active: form.active,
  };
}

/** The server's field names → the form's. */
function formFieldOf(field: string, kind: CouponForm['kind']): keyof CouponForm | undefined {
  if (field === 'value') return kind === 'percent' ? 'percent' : 'flat';
  if (field === 'startsAt') return 'startsOn';
  if (field === 'endsAt') return 'endsOn';
  return field in EMPTY ? (field as keyof CouponForm) : undefined;
}

function DayField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<CouponForm>;
  name: 'startsOn' | 'endsOn';
  label: string;
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} hint={hint} error={fieldState.error?.message}>
      {(props) => <input {...props} {...field} type="date" className="field" />}
    </FormField>
  );
}

/** A new coupon (no code in the path) or one coupon's rules, with Disable / Enable. */
export function CouponEditor() {
  const { code } = useParams();
  const creating = code === undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const coupon = useQuery({
    queryKey: adminKeys.detail('coupons', code ?? ''),
    queryFn: ({ signal }) => api('admin.coupons.get', { params: { code: code! }, signal }),
    enabled: !creating,
  });
  const form = useForm<CouponForm>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const [confirming, setConfirming] = useState(false);

  const loaded = coupon.data;
  useEffect(() => {
    if (loaded) form.reset(toForm(loaded));
  }, [loaded, form]);

  const afterWrite = (saved: AdminCoupon) => {
    queryClient.setQueryData(adminKeys.detail('coupons', saved.code), saved);
    void queryClient.invalidateQueries({ queryKey: adminKeys.lists('coupons') });
  };
  const showFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.fields)) {
      const name = formFieldOf(field, form.getValues('kind'));
      if (name) form.setError(name, { type: 'server', message });
    }
  };

  const save = useMutation({
    mutationFn: (values: CouponForm) =>
      creating
        ? api('admin.coupons.create', { body: { code: values.code, ...toRules(values) } })
        : api('admin.coupons.update', {
            params: { code: code! },
            body: { ...toRules(values), updatedAt: loaded!.updatedAt },
          }),
    onSuccess: (saved) => {
      afterWrite(saved);
      toast.success(creating ? `Coupon ${saved.code} created` : `Coupon ${saved.code} saved`);
      if (creating) void navigate(adminPaths.coupons);
    },
    onError: showFieldErrors,
  });
  const toggle = useMutation({
    mutationFn: (active: boolean) =>
      api('admin.coupons.setActive', {
        params: { code: code! },
        body: { active, updatedAt: loaded!.updatedAt },
      }),
    onSuccess: (saved) => {
      afterWrite(saved);
      setConfirming(false);
      toast.success(
        saved.active ? `Coupon ${saved.code} enabled` : `Coupon ${saved.code} disabled`,
      );
    },
  });

  if (!creating && coupon.error) {
    return (
      <ConsolePage title={`Coupon ${code}`}>
        <QueryError error={coupon.error} onRetry={() => void coupon.refetch()} what="this coupon" />
      </ConsolePage>
    );
  }
  const state = loaded ? couponState(loaded) : undefined;
  const reload = () => void coupon.refetch().then(({ data }) => data && form.reset(toForm(data)));

  return (
    <ConsolePage
      title={creating ? 'New coupon' : `Coupon ${code}`}
      description={
        loaded ? (
          <>
            Used {loaded.timesUsed} {loaded.timesUsed === 1 ? 'time' : 'times'} by {loaded.shoppers}{' '}
            {loaded.shoppers === 1 ? 'shopper' : 'shoppers'}.{' '}
            {state ? <StatusBadge tone={state.tone}>{state.label}</StatusBadge> : null}
          </>
        ) : undefined
      }
      actions={
        <>
          <Link to={adminPaths.coupons} className="btn-outline px-5 py-2.5">
            Back to coupons
          </Link>
          {loaded ? (
            loaded.active ? (
              <button
                type="button"
                className="btn-outline px-5 py-2.5"
                onClick={() => setConfirming(true)}
              >
                Disable
              </button>
            ) : (
              <button
                type="button"
                className="btn-outline px-5 py-2.5"
                disabled={toggle.isPending}
                onClick={() => toggle.mutate(true)}
              >
                Enable
              </button>
            )
          ) : null}
        </>
      }
    >
      {toggle.error && !confirming ? (
        <ActionError error={toggle.error} onReload={reload} className="mb-4" />
      ) : null}
      <form
        noValidate
        aria-busy={(!creating && coupon.isPending) || undefined}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="space-y-6"
      >
        <Panel title="The offer">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              control={form.control}
              name="code"
              label="Code"
              hint="What shoppers type; letters, digits, - and _."
              required
              disabled={!creating}
            />
            <SelectField
              control={form.control}
              name="kind"
              label="Kind"
              options={[
                { value: 'percent', label: 'Percentage off' },
                { value: 'flat', label: 'Flat amount off' },
              ]}
            />
            <TextAreaField
              control={form.control}
              name="description"
              label="Description"
              hint="Shown to shoppers when the coupon applies."
              required
              rows={2}
              className="md:col-span-2"
            />
            {kind === 'percent' ? (
              <NumberField
                control={form.control}
                name="percent"
                label="Percent off"
                min={1}
                max={100}
                required
              />
            ) : (
              <MoneyField control={form.control} name="flat" label="Amount off" required />
            )}
            <MoneyField
              control={form.control}
              name="maxDiscount"
              label="Maximum discount"
              hint="Leave empty for no cap."
            />
            <MoneyField
              control={form.control}
              name="minOrder"
              label="Minimum subtotal"
              hint="Leave empty for any order."
            />
          </div>
        </Panel>
        <Panel title="Validity and limits">
          <div className="grid gap-4 md:grid-cols-2">
            <DayField
              control={form.control}
              name="startsOn"
              label="Valid from"
              hint="From midnight, India time."
            />
            <DayField
              control={form.control}
              name="endsOn"
              label="Valid until"
              hint="Through this whole day."
            />
            <NumberField
              control={form.control}
              name="usageLimit"
              label="Total uses"
              hint="Across all shoppers; empty for no limit."
              min={1}
            />
            <NumberField
              control={form.control}
              name="perShopperLimit"
              label="Uses per shopper"
              hint="Empty for no limit."
              min={1}
            />
            {creating ? (
              <CheckboxField
                control={form.control}
                name="active"
                label="Enabled as soon as it is created"
              />
            ) : null}
          </div>
        </Panel>
        {save.error && !Object.keys((save.error as ApiError).fields ?? {}).length ? (
          <ActionError error={save.error} onReload={reload} />
        ) : null}
        <div className="flex justify-end">
          <button type="submit" className="btn-primary px-6 py-2.5" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : creating ? 'Create coupon' : 'Save coupon'}
          </button>
        </div>
      </form>
      {confirming && loaded ? (
        <ConfirmDialog
          title={`Disable ${loaded.code}?`}
          confirmLabel="Disable"
          tone="danger"
          pending={toggle.isPending}
          error={toggle.error ? (toggle.error as Error).message : undefined}
          onCancel={() => setConfirming(false)}
          onConfirm={() => toggle.mutate(false)}
        >
          Shoppers will be told the code is not valid. Orders that used it keep their discount.
        </ConfirmDialog>
      ) : null}
    </ConsolePage>
  );
}

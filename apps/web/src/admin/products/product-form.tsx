import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useNavigate } from '../../lib/router';
import { toast } from 'react-toastify';
import { DEFAULT_TAX_CLASS, GST_RATES } from '@terracraft/shared/invoices';
import {
  categoryOptions,
  productCreateSchema,
  productFormSchema,
  type AdminProduct,
  type ProductCreate,
} from '@terracraft/shared/products';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@terracraft/shared/inventory';
import { FormField } from '../../components/form-field';
import { api } from '../../lib/api-client';
import { ActionError } from '../components/action-error';
import { Panel } from '../components/console-page';
import {
  CheckboxField,
  hasFieldErrors,
  LinesField,
  MoneyField,
  NumberField,
  SelectField,
  showServerFieldErrors,
  TagsField,
  TextAreaField,
  TextField,
} from '../../components/fields';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';

type Values = ProductCreate;

function initialValues(product?: AdminProduct): Values {
  if (!product) {
    return {
      name: '',
      slug: '',
      sku: '',
      category: '' as Values['category'],
      description: '',
      longDescription: '',
      specifications: [],
      features: [],
      price: null as unknown as number,
      mrp: null as unknown as number,
      tags: [],
      colors: [],
      hidden: false,
      lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
      hsnCode: DEFAULT_TAX_CLASS.hsnCode,
      gstRate: DEFAULT_TAX_CLASS.gstRate,
      stock: 0,
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    category: product.category,
    description: product.description,
    longDescription: product.longDescription,
    specifications: product.specifications,
    features: product.features,
    price: product.price,
    mrp: product.mrp,
    tags: product.tags,
    colors: product.colors,
    hidden: product.hidden,
    lowStockThreshold: product.lowStockThreshold,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
  };
}

/** "lamp shade" → "lamp-shade": what a new product's slug starts as. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/** Every field staff edit; a new product also takes its opening stock. */
export function ProductForm({
  product,
  onReload,
}: {
  product?: AdminProduct;
  onReload?: () => void;
}) {
  const creating = product === undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [slugTouched, setSlugTouched] = useState(!creating);
  const { control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    resolver: zodResolver(creating ? productCreateSchema : productFormSchema) as never,
    defaultValues: initialValues(product),
  });

  const save = useMutation({
    mutationFn: (values: Values) =>
      product
        ? api('admin.products.update', {
            params: { slug: product.slug },
            body: { ...values, stock: undefined, updatedAt: product.updatedAt } as never,
          })
        : api('admin.products.create', { body: values }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.area('products') });
      toast.success(creating ? 'Product added.' : 'Product saved.');
      if (creating || saved.slug !== product?.slug) {
        await navigate(`${adminPaths.products}/${saved.slug}`, { replace: !creating });
      }
    },
    onError: (error) => showServerFieldErrors(error, setError),
  });

  return (
    <Panel title={creating ? 'Details' : 'Details'}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <NameField
          control={control}
          onName={(name) => !slugTouched && setValue('slug', slugOf(name))}
        />
        <div onChange={() => setSlugTouched(true)}>
          <TextField
            control={control}
            name="slug"
            label="Slug (address)"
            hint="The product’s address: /product/this-slug. A changed slug keeps the old address working."
            required
          />
        </div>
        <TextField control={control} name="sku" label="SKU" required />
        <SelectField
          control={control}
          name="category"
          label="Category"
          required
          placeholder="Choose a category"
          options={categoryOptions.map((option) => ({ value: option.key, label: option.name }))}
        />
        <MoneyField control={control} name="price" label="Price" required />
        <MoneyField
          control={control}
          name="mrp"
          label="MRP"
          hint="The maximum retail price, shown crossed out; not below the price."
          required
        />
        {creating ? (
          <NumberField control={control} name="stock" label="Opening stock" min={0} step={1} />
        ) : null}
        <NumberField
          control={control}
          name="lowStockThreshold"
          label="Low-stock threshold"
          hint="Low on stock at or below this many units."
          min={0}
          step={1}
        />
        <TextField
          control={control}
          name="hsnCode"
          label="HSN code"
          hint="4, 6 or 8 digits, printed on the tax invoice (4602 basketwork, 9405 lamps…)."
          required
        />
        <GstRateField control={control} />
        <TextAreaField
          control={control}
          name="description"
          label="Short description"
          required
          rows={2}
          className="sm:col-span-2"
        />
        <TextAreaField
          control={control}
          name="longDescription"
          label="Long description"
          rows={5}
          className="sm:col-span-2"
        />
        <SpecificationsField control={control} />
        <LinesField
          control={control}
          name="features"
          label="Features"
          hint="One a line."
          className="sm:col-span-2"
        />
        <TagsField
          control={control}
          name="tags"
          label="Tags"
          normalise={(tag) => tag.trim().toLowerCase()}
        />
        <TagsField control={control} name="colors" label="Colours" />
        <CheckboxField
          control={control}
          name="hidden"
          label="Hidden from the shop"
          hint="Hidden products leave the lists, search, sitemap and product page, and cannot be bought. Their orders stay."
          className="sm:col-span-2"
        />
        {save.error && !hasFieldErrors(save.error) ? (
          <ActionError error={save.error} onReload={onReload} className="sm:col-span-2" />
        ) : null}
        <div className="flex justify-end sm:col-span-2">
          <button
            type="submit"
            disabled={save.isPending || formState.isSubmitting}
            className="btn-primary px-6 py-2.5"
          >
            {save.isPending ? 'Saving…' : creating ? 'Add product' : 'Save changes'}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** The GST rate the tax invoice charges, from the schedule's rates; prices include it. */
function GstRateField({ control }: { control: Control<Values> }) {
  const { field, fieldState } = useController({ control, name: 'gstRate' });
  return (
    <FormField
      label="GST rate"
      hint="Prices include GST; the invoice splits it out."
      error={fieldState.error?.message}
      required
    >
      {(props) => (
        <select
          {...props}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(Number(event.target.value))}
          className="field"
        >
          {GST_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate}%
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function NameField({ control, onName }: { control: Control<Values>; onName(name: string): void }) {
  const { field, fieldState } = useController({ control, name: 'name' });
  return (
    <FormField label="Name" error={fieldState.error?.message} required>
      {(props) => (
        <input
          {...props}
          {...field}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event);
            onName(event.target.value);
          }}
          autoComplete="off"
          className="field"
        />
      )}
    </FormField>
  );
}

/** Specifications typed one a line, "Label: value" (Material: Terracotta). */
function SpecificationsField({ control }: { control: Control<Values> }) {
  const { field, fieldState } = useController({ control, name: 'specifications' });
  const specs = (field.value ?? []) as { label: string; value: string }[];
  const [text, setText] = useState(() => specs.map((s) => `${s.label}: ${s.value}`).join('\n'));
  const error =
    fieldState.error?.message ??
    (Array.isArray(fieldState.error)
      ? 'Write each specification as “Label: value”.'
      : fieldState.error
        ? 'Write each specification as “Label: value”.'
        : undefined);
  return (
    <FormField
      label="Specifications"
      hint="One a line, as “Material: Terracotta”."
      error={error}
      className="sm:col-span-2"
    >
      {(props) => (
        <textarea
          {...props}
          ref={field.ref}
          name={field.name}
          rows={4}
          value={text}
          onBlur={field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(
              event.target.value
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean)
                .map((line) => {
                  const at = line.indexOf(':');
                  return at < 0
                    ? { label: line, value: '' }
                    : { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
                }),
            );
          }}
          className="field"
        />
      )}
    </FormField>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from '../../../lib/router';
import {
  shippingAddressSchema,
  type Order,
  type PaymentMethod,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@terracraft/shared/orders';
import { AddressFields } from '../../../components/address-fields';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { deliveryByText } from '@terracraft/shared/delivery';
import { useCheckoutQuote } from '../api/use-checkout-quote';
import { CHECKOUT_TEXTS } from '../texts';
import { usePlaceOrder } from '../use-place-order';
import { OrderSummary } from './order-summary';
import { PaymentMethodChoice } from './payment-method-choice';
import { SaveAddressCheckbox } from './save-address-checkbox';

interface CheckoutViewProps {
  /** The cart's lines; the server prices them. */
  lines: { id: string; quantity: number }[];
  couponCode: string | undefined;
  /** Prefill from the account and the address saved on the cart page. */
  defaults: Partial<ShippingAddressInput>;
  onBack(): void;
  onPlaced(order: Order, paymentMethod: PaymentMethod): void;
  /**
   * Delivery to the address as it is typed (the delivery feature's hook, composed by the page):
   * the PIN fills the city and state and decides whether cash on delivery is offered.
   */
  useAddressDelivery(input: {
    pin: string;
    state: string;
    total: number | undefined;
    onPlace(place: { city: string; state: string }): void;
  }): {
    answer?: { deliveryBy: string | null };
    problem?: string;
    cod: { available: boolean; reason?: string };
  };
  /**
   * A choice of saved addresses above the form: it calls `choose` with the one picked (which
   * fills the form) or null for a new address (the form starts again from `defaults`).
   */
  addressChooser?(choose: (address: ChosenAddress | null) => void): ReactNode;
}

/** What a saved address gives the form: all but the email, which stays the account's. */
type ChosenAddress = Omit<ShippingAddressInput, 'email'>;

const EMPTY_ADDRESS: ShippingAddressInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pin: '',
};

/** The checkout page: shipping information, payment method and the server's order summary. */
export function CheckoutView({
  lines,
  couponCode,
  defaults,
  onBack,
  onPlaced,
  useAddressDelivery,
  addressChooser,
}: CheckoutViewProps) {
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('online');
  /** Null while a saved address is chosen: it is in the address book already. */
  const [saveAddress, setSaveAddress] = useState<boolean | null>(true);
  const [refusal, setRefusal] = useState<{ message: string; waitingOrders?: boolean }>();
  const quote = useCheckoutQuote({ items: lines, couponCode, paymentMethod });
  const form = useForm<ShippingAddressInput, unknown, ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: { ...EMPTY_ADDRESS, ...defaults },
    mode: 'onTouched',
  });
  // The PIN fills the city and state, and says whether cash on delivery is offered (decision 28).
  const delivery = useAddressDelivery({
    pin: useWatch({ control: form.control, name: 'pin' }) ?? '',
    state: useWatch({ control: form.control, name: 'state' }) ?? '',
    total: quote.data ? quote.data.total - quote.data.codFee : undefined,
    onPlace: (place) => {
      for (const field of ['city', 'state'] as const) {
        if (!form.getValues(field)) form.setValue(field, place[field], { shouldValidate: true });
      }
    },
  });
  // Cash on delivery no longer offered (another PIN, a bigger total): back to paying online.
  if (!delivery.cod.available && paymentMethod === 'cod') setPaymentMethod('online');
  const { reset, getValues } = form;
  const chooseAddress = useCallback(
    (address: ChosenAddress | null) => {
      const { firstName, lastName, phone, address: street, city, state, pin } = address ?? {};
      reset(
        address
          ? {
              email: getValues('email'),
              firstName,
              lastName,
              phone,
              address: street,
              city,
              state,
              pin,
            }
          : { ...EMPTY_ADDRESS, ...defaults, email: getValues('email') },
      );
      setSaveAddress(address ? null : true);
    },
    [reset, getValues, defaults],
  );
  const { place, placing } = usePlaceOrder({
    onPlaced: (order) => onPlaced(order, paymentMethod),
    onRefused: (message, options) => {
      setRefusal({ message, ...options });
      void quote.refetch();
    },
  });

  if (lines.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
        <h1 className="text-3xl font-semibold text-clay-800">Checkout</h1>
        <p className="text-lg text-clay-700">{CHECKOUT_TEXTS.emptyCart}</p>
        <Link to={paths.products} className="btn-primary">
          Continue Shopping
        </Link>
      </div>
    );
  }

  const shortLines = quote.data?.lines.filter((line) => line.available < line.quantity) ?? [];
  const canPlace = quote.isSuccess && shortLines.length === 0 && !placing;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((address) => {
    if (!quote.data) return;
    if (delivery.problem) {
      form.setFocus('pin');
      return;
    }
    setRefusal(undefined);
    return place(quote.data, address, paymentMethod, saveAddress === true);
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-2 text-sm font-medium text-clay-700 hover:text-terracotta"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </button>
      <h1 className="mt-4 text-3xl font-semibold text-clay-800 md:text-4xl">Checkout</h1>

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Checkout"
        className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]"
      >
        <div className="space-y-8">
          <section
            aria-labelledby="shipping-heading"
            className="rounded-2xl bg-white p-6 shadow-sm"
          >
            <h2 id="shipping-heading" className="text-xl font-semibold text-clay-800">
              Shipping Information
            </h2>
            {addressChooser?.(chooseAddress)}
            <AddressFields
              register={form.register}
              errors={errors}
              email={form.register('email')}
              pin={{
                problem: delivery.problem,
                hint:
                  delivery.answer?.deliveryBy && !delivery.problem
                    ? deliveryByText(delivery.answer.deliveryBy)
                    : undefined,
              }}
            />
            {saveAddress === null ? null : (
              <SaveAddressCheckbox checked={saveAddress} onChange={setSaveAddress} />
            )}
          </section>

          <PaymentMethodChoice
            value={paymentMethod}
            onChange={setPaymentMethod}
            cod={delivery.cod}
          />
        </div>

        <section
          aria-labelledby="summary-heading"
          className="h-fit rounded-2xl bg-white p-6 shadow-sm lg:sticky lg:top-32"
        >
          <h2 id="summary-heading" className="text-xl font-semibold text-clay-800">
            Order Summary
          </h2>
          <div className="mt-4">
            {quote.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner label="Loading your order summary" />
              </div>
            ) : quote.isError ? (
              <div role="alert" className="space-y-3 text-sm text-red-700">
                <p>{quote.error.message}</p>
                <button type="button" className="btn-outline" onClick={() => void quote.refetch()}>
                  Try again
                </button>
              </div>
            ) : (
              <OrderSummary quote={quote.data} />
            )}
          </div>
          {refusal ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {refusal.message}
              {refusal.waitingOrders ? (
                <>
                  {' '}
                  <Link to={paths.accountOrders} className="font-medium underline">
                    {CHECKOUT_TEXTS.openMyOrders}
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          {shortLines.length > 0 ? (
            <p className="mt-4 text-sm text-red-700">
              Update the quantities in your cart to continue.{' '}
              <Link to={paths.cart} className="font-medium underline">
                View Cart
              </Link>
            </p>
          ) : null}
          <button type="submit" disabled={!canPlace} className="btn-primary mt-6 w-full">
            {placing ? 'Processing...' : 'Place Order'}
          </button>
        </section>
      </form>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type {
  CheckoutQuote,
  Order,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@terracraft/shared/orders';
import type { PaymentConfig, PaymentConfirmation } from '@terracraft/shared/payments';
import { api } from '../../../lib/api-client';

export interface QuoteInput {
  items: { id: string; quantity: number }[];
  couponCode: string | undefined;
}

/** The order summary, priced by the server; refreshed whenever the cart changes. */
export function useCheckoutQuote(input: QuoteInput) {
  return useQuery({
    queryKey: ['checkout-quote', input],
    queryFn: ({ signal }) =>
      api<CheckoutQuote>('/orders/quote', {
        body: { items: input.items, couponCode: input.couponCode },
        signal,
      }),
    enabled: input.items.length > 0,
    staleTime: 0,
  });
}

export function fetchPaymentConfig() {
  return api<PaymentConfig>('/payments/config');
}

export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string) {
  return api<PlaceOrderResponse>('/orders', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Hands Razorpay Checkout's answer to the server, which verifies it before the order is paid. */
export async function confirmPayment(orderNumber: string, answer: PaymentConfirmation) {
  const { order } = await api<{ order: Order }>(
    `/orders/${encodeURIComponent(orderNumber)}/payment`,
    { body: answer },
  );
  return order;
}

/** One of the shopper's orders, with the Razorpay order to pay while it waits for payment. */
export function fetchOrderToPay(orderNumber: string) {
  return api<PlaceOrderResponse>(`/orders/${encodeURIComponent(orderNumber)}`);
}

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentGatewayError } from './payment-gateway';
import { createRazorpayGateway, type RazorpayClient } from './razorpay-gateway';

const keys = { keyId: 'rzp_test_abc', keySecret: 'key-secret', webhookSecret: 'hook-secret' };
const sign = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

interface FakeRazorpay {
  fail?: boolean;
  /** Never answers, as a hung connection would. */
  hang?: boolean;
  payments?: { id: string; status: string; amount: number }[];
  refunds?: { id: string; status: string }[];
}

function fakeClient(calls: unknown[], behaviour: FakeRazorpay = {}): RazorpayClient {
  const sdkError = { statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', description: 'nope' } };
  const answer = async <T>(call: unknown[], value: T): Promise<T> => {
    calls.push(call);
    if (behaviour.hang) return new Promise<T>(() => {});
    if (behaviour.fail) throw sdkError;
    return value;
  };
  return {
    orders: {
      create: ((params: unknown) =>
        answer(['orders.create', params], {
          id: 'order_Real0001',
        })) as unknown as RazorpayClient['orders']['create'],
      fetchPayments: ((orderId: string) =>
        answer(['orders.fetchPayments', orderId], {
          items: behaviour.payments ?? [],
        })) as unknown as RazorpayClient['orders']['fetchPayments'],
    },
    payments: {
      refund: ((paymentId: string, params: unknown) =>
        answer(['payments.refund', paymentId, params], {
          id: 'rfnd_Real0001',
        })) as unknown as RazorpayClient['payments']['refund'],
      fetchMultipleRefund: ((paymentId: string) =>
        answer(['payments.fetchMultipleRefund', paymentId], {
          items: behaviour.refunds ?? [],
        })) as unknown as RazorpayClient['payments']['fetchMultipleRefund'],
    },
  };
}

describe('the Razorpay adapter', () => {
  it('creates orders in paise and INR with our order number as receipt, and refunds in full', async () => {
    const calls: unknown[] = [];
    const gateway = createRazorpayGateway(keys, fakeClient(calls));
    expect(gateway.scriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(
      await gateway.createOrder({
        amount: 305_900,
        receipt: 'TC1001',
        notes: { order: '#TC1001' },
      }),
    ).toEqual({ gatewayOrderId: 'order_Real0001' });
    expect(
      await gateway.refund({ gatewayPaymentId: 'pay_X1', amount: 305_900, receipt: 'TC1001' }),
    ).toEqual({ refundId: 'rfnd_Real0001' });
    expect(calls).toEqual([
      [
        'orders.create',
        { amount: 305_900, currency: 'INR', receipt: 'TC1001', notes: { order: '#TC1001' } },
      ],
      ['payments.fetchMultipleRefund', 'pay_X1'],
      ['payments.refund', 'pay_X1', expect.objectContaining({ amount: 305_900, speed: 'normal' })],
    ]);
  });

  it('does not refund twice: a refund already made (its answer lost) is answered instead', async () => {
    const calls: unknown[] = [];
    const gateway = createRazorpayGateway(
      keys,
      fakeClient(calls, {
        refunds: [
          { id: 'rfnd_Failed01', status: 'failed' },
          { id: 'rfnd_Made0001', status: 'processed' },
        ],
      }),
    );
    expect(
      await gateway.refund({ gatewayPaymentId: 'pay_X1', amount: 305_900, receipt: 'TC1001' }),
    ).toEqual({ refundId: 'rfnd_Made0001' });
    expect(calls.map((call) => (call as string[])[0])).toEqual(['payments.fetchMultipleRefund']);
  });

  it('finds the captured payment of an order, and only a captured one', async () => {
    const paidOrder = createRazorpayGateway(
      keys,
      fakeClient([], {
        payments: [
          { id: 'pay_Failed001', status: 'failed', amount: 5900 },
          { id: 'pay_Captured1', status: 'captured', amount: 5900 },
        ],
      }),
    );
    expect(await paidOrder.findCapturedPayment('order_A')).toEqual({
      gatewayPaymentId: 'pay_Captured1',
      amount: 5900,
    });
    const unpaidOrder = createRazorpayGateway(
      keys,
      fakeClient([], { payments: [{ id: 'pay_Auth0001', status: 'authorized', amount: 5900 }] }),
    );
    expect(await unpaidOrder.findCapturedPayment('order_A')).toBeUndefined();
  });

  it('turns SDK failures into PaymentGatewayError with Razorpay’s description', async () => {
    const gateway = createRazorpayGateway(keys, fakeClient([], { fail: true }));
    await expect(gateway.createOrder({ amount: 100, receipt: 'TC1', notes: {} })).rejects.toThrow(
      new PaymentGatewayError('Razorpay orders.create: Razorpay 400 BAD_REQUEST_ERROR: nope'),
    );
    // The SDK checks some arguments by throwing at once instead of rejecting.
    const throwing = fakeClient([]);
    throwing.payments.refund = (() => {
      throw new Error('`payment_id` is mandatory');
    }) as unknown as RazorpayClient['payments']['refund'];
    await expect(
      createRazorpayGateway(keys, throwing).refund({
        gatewayPaymentId: 'pay_X1',
        amount: 100,
        receipt: 'TC1',
      }),
    ).rejects.toThrow(
      new PaymentGatewayError('Razorpay payments.refund: `payment_id` is mandatory'),
    );
  });

  it('gives up on a call Razorpay does not answer in time', async () => {
    const gateway = createRazorpayGateway(keys, fakeClient([], { hang: true }), {
      timeoutMs: 50,
    });
    const started = Date.now();
    await expect(gateway.createOrder({ amount: 100, receipt: 'TC1', notes: {} })).rejects.toThrow(
      new PaymentGatewayError('Razorpay orders.create: no answer within 50 ms'),
    );
    await expect(
      gateway.refund({ gatewayPaymentId: 'pay_X1', amount: 100, receipt: 'TC1' }),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(gateway.findCapturedPayment('order_A')).rejects.toBeInstanceOf(
      PaymentGatewayError,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('verifies Checkout signatures with the key secret against the given order id', () => {
    const gateway = createRazorpayGateway(keys, fakeClient([]));
    const signature = sign('key-secret', 'order_A|pay_B');
    const check = (gatewayOrderId: string, signature: string) =>
      gateway.isValidPaymentSignature({ gatewayOrderId, gatewayPaymentId: 'pay_B', signature });
    expect(check('order_A', signature)).toBe(true);
    expect(check('order_A', signature.toUpperCase())).toBe(true);
    expect(check('order_Other', signature)).toBe(false);
    expect(check('order_A', sign('wrong-secret', 'order_A|pay_B'))).toBe(false);
    expect(check('order_A', signature.slice(0, -2))).toBe(false);
    expect(check('order_A', `${signature.slice(0, -1)}z`)).toBe(false);
  });

  it('verifies webhooks over the raw bytes with the webhook secret, and reads payment events', () => {
    const gateway = createRazorpayGateway(keys, fakeClient([]));
    const raw = Buffer.from(
      JSON.stringify({
        event: 'order.paid',
        payload: {
          payment: { entity: { id: 'pay_B', order_id: 'order_A', amount: 5900 } },
          order: { entity: { id: 'order_A' } },
        },
      }),
    );
    expect(gateway.isValidWebhookSignature(raw, sign('hook-secret', raw.toString()))).toBe(true);
    expect(gateway.isValidWebhookSignature(raw, sign('key-secret', raw.toString()))).toBe(false);
    expect(gateway.parseWebhook(raw, 'evt_1')).toEqual({
      eventId: 'evt_1',
      type: 'order.paid',
      payment: { gatewayOrderId: 'order_A', gatewayPaymentId: 'pay_B', amount: 5900 },
    });
    expect(gateway.parseWebhook(Buffer.from('not json'), undefined)).toBeUndefined();
    const refunded = Buffer.from(
      JSON.stringify({
        entity: 'event',
        event: 'refund.processed',
        payload: {
          refund: {
            entity: { id: 'rfnd_C', payment_id: 'pay_B', amount: 5900, status: 'processed' },
          },
          payment: { entity: { id: 'pay_B', order_id: 'order_A', amount: 5900 } },
        },
      }),
    );
    expect(gateway.parseWebhook(refunded, undefined)).toEqual({
      eventId: 'refund.processed:rfnd_C',
      type: 'refund.processed',
      refund: { refundId: 'rfnd_C', gatewayPaymentId: 'pay_B', amount: 5900 },
    });
    expect(gateway.refundsCompleteAtOnce).toBe(false);

    const withoutSecret = createRazorpayGateway(
      { ...keys, webhookSecret: undefined },
      fakeClient([]),
    );
    expect(withoutSecret.webhooksEnabled).toBe(false);
    expect(withoutSecret.isValidWebhookSignature(raw, sign('', raw.toString()))).toBe(false);
  });
});

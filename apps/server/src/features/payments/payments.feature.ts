import type { PaymentGateway } from '../../integrations/razorpay';
import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import type { OrderService } from '../orders';
import type { GatewayOrders } from './gateway-orders';
import type { PaymentRecording } from './payment-recording';
import { paymentRoutes } from './payments.routes';
import { createPaymentService } from './payments.service';

export const registerPayments: RegisterFeature<{
  gateway: PaymentGateway;
  gatewayOrders: GatewayOrders;
  paymentRecording: PaymentRecording;
  orders: OrderService;
  sessions: SessionGuard;
}> = async (app, { gateway, gatewayOrders, paymentRecording, orders, sessions }) => {
  const payments = createPaymentService({
    gateway,
    orders,
    gatewayOrders,
    recording: paymentRecording,
  });
  await app.register(paymentRoutes, { gateway, payments, sessions });
  return {};
};

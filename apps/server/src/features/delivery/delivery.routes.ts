import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { DeliveryService } from './delivery.service';

export const deliveryRoutes: FastifyPluginAsync<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  route(
    app,
    'delivery.pin',
    {
      summary:
        'Check delivery to a PIN: its district and state, the delivery date, cash on delivery',
      description:
        'The PIN is looked up in India Post’s directory (404 UNKNOWN_PIN when it has no such PIN). The delivery date counts the owner’s days for the PIN’s zone from today in India, Sundays not counted. With `total` (paise), cash on delivery is checked against the owner’s limit.',
    },
    async (request) => delivery.check(request.params.pin, request.query.total),
  );
};

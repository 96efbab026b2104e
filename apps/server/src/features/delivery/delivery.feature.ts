import type { RegisterFeature } from '../../lib/feature';
import { deliveryRoutes } from './delivery.routes';
import type { DeliveryService } from './delivery.service';

export const registerDelivery: RegisterFeature<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  await app.register(deliveryRoutes, { delivery });
  return {};
};

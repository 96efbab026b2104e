import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import { addressRoutes } from './addresses.routes';
import type { AddressService } from './addresses.service';

export const registerAddresses: RegisterFeature<{
  addresses: AddressService;
  sessions: SessionGuard;
}> = async (app, { addresses, sessions }) => {
  await app.register(addressRoutes, { addresses, sessions });
  return {};
};

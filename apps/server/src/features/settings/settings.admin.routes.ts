import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../../plugins/session';
import type { SettingsService } from './settings.service';

export const settingsAdminRoutes: FastifyPluginAsync<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  route(
    app,
    'admin.settings.get',
    {
      summary: 'Every setting with when and by whom it was saved (staff)',
      description:
        'Each key answers { value, updatedAt, updatedBy }; updatedAt is null while the key holds its defaults.',
    },
    async () => {
      return settings.all();
    },
  );

  route(
    app,
    'admin.settings.update',
    {
      summary: 'Save one setting’s whole value (owners)',
      description:
        'Body { key, value, updatedAt } with the updatedAt the setting was read with (null for defaults). 409 STALE when it was saved since; 400 naming the field (value.supportEmail, value.address.pin…) when a value is not valid. Audited with before and after. Answers every setting, as admin.settings.get.',
    },
    async (request) => {
      const { id, email, role } = signedInStaff(request);
      return settings.update({ id, email, role }, request.body);
    },
  );
};

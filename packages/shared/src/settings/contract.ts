/** The settings endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { staffRead, staffWrite } from '../api/contract';
import {
  adminSettingsSchema,
  publicSettingsSchema,
  settingsUpdateSchema,
} from '../settings/schemas';
import type { settingsEndpoints } from './endpoints';

export const settingsContract = {
  'settings.public': { responses: { 200: publicSettingsSchema }, errors: [] },
  'admin.settings.get': { responses: { 200: adminSettingsSchema }, errors: staffRead },
  'admin.settings.update': {
    body: settingsUpdateSchema,
    responses: { 200: adminSettingsSchema },
    // 409 STALE: the setting was saved since it was read.
    errors: [...staffWrite, 409],
  },
} as const satisfies { [N in keyof typeof settingsEndpoints]: EndpointContract };

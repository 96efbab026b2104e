/** The dashboard endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { staffRead } from '../api/contract';
import { dashboardSchema, goLiveChecklistSchema } from './index';
import type { dashboardEndpoints } from './endpoints';

export const dashboardContract = {
  'admin.dashboard.get': { responses: { 200: dashboardSchema }, errors: staffRead },
  'admin.dashboard.goLive': { responses: { 200: goLiveChecklistSchema }, errors: staffRead },
} as const satisfies { [N in keyof typeof dashboardEndpoints]: EndpointContract };

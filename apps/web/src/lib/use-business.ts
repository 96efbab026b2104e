import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@terracraft/shared/settings';
import { api } from './api-client';
import {
  businessContactOf,
  DEFAULT_PUBLIC_SETTINGS,
  readInjectedSettings,
  withDefaults,
  type BusinessContact,
} from './shop-settings';

/**
 * Read once, when the shop opens: the server wrote the latest into the page it served. The
 * server renderer has no page to read; it puts the same settings in its query cache instead.
 */
let injected: PublicSettings | null | undefined;
const injectedSettings = () => {
  if (typeof document === 'undefined') return null;
  return injected === undefined ? (injected = readInjectedSettings()) : injected;
};

/**
 * The most of one product an order (and so the cart) may hold: the owner's order limit as the
 * page carries it, else the default. The server refuses more either way.
 */
export const maxUnitsPerLine = (): number =>
  (injectedSettings() ?? DEFAULT_PUBLIC_SETTINGS).orderLimits.maxUnitsPerLine;

export const shopSettingsKey = ['shop-settings'] as const;

/**
 * The shop's business details (phone, mail, address, hours), as the owner set them in the
 * console. Served pages carry them, so nothing is asked; a page without them (the development
 * server) asks `GET /api/settings/public` once and shows the defaults meanwhile. A change in the
 * console shows on the next page load.
 */
export function useBusiness(): BusinessContact {
  const fromPage = injectedSettings();
  const { data } = useQuery({
    queryKey: shopSettingsKey,
    queryFn: async ({ signal }) => withDefaults(await api('settings.public', { signal })),
    enabled: fromPage === null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  return businessContactOf(fromPage ?? data ?? DEFAULT_PUBLIC_SETTINGS);
}

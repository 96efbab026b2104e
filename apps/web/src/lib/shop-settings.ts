import {
  DEFAULT_SETTINGS,
  publicSettingsOf,
  SHOP_SETTINGS_ELEMENT_ID,
  telHref,
  type PublicBusinessSettings,
  type PublicSettings,
} from '@terracraft/shared/settings';

/** The policy module's business details: what the shop shows until it knows the owner's. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = publicSettingsOf(DEFAULT_SETTINGS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings the server wrote into the page (`<script type="application/json"
 * id="shop-settings">`), or null when the page has none (the development server) or what it
 * holds cannot be read. A field missing from it keeps its default.
 */
export function readInjectedSettings(doc: Document = document): PublicSettings | null {
  const text = doc.getElementById(SHOP_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isRecord(parsed.business)) return null;
    return withDefaults(parsed as unknown as PublicSettings);
  } catch {
    return null;
  }
}

/** The settings with every field the shop shows, the defaults filling any gap. */
export function withDefaults(settings: PublicSettings): PublicSettings {
  const fallback = DEFAULT_PUBLIC_SETTINGS.business;
  const business = settings.business as Partial<PublicBusinessSettings>;
  return {
    business: {
      ...fallback,
      ...business,
      address: { ...fallback.address, ...(business.address ?? {}) },
      workingHours:
        Array.isArray(business.workingHours) && business.workingHours.length > 0
          ? business.workingHours
          : fallback.workingHours,
    },
    orderLimits: { ...DEFAULT_PUBLIC_SETTINGS.orderLimits, ...(settings.orderLimits ?? {}) },
  };
}

/** The business details as the shop's pages show them, with their links. */
export interface BusinessContact extends PublicBusinessSettings {
  phoneHref: string;
  emailHref: string;
  /** "Ranchi, Jharkhand 834001" */
  cityLine: string;
}

export function businessContactOf(settings: PublicSettings): BusinessContact {
  const { business } = settings;
  return {
    ...business,
    phoneHref: telHref(business.phone),
    emailHref: `mailto:${business.supportEmail}`,
    cityLine: `${business.address.city}, ${business.address.state} ${business.address.pin}`,
  };
}

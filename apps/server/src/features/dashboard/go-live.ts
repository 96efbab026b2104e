import type { GoLiveChecklist, GoLiveItem } from '@terracraft/shared/dashboard';
import { adminPaths, paths } from '@terracraft/shared/routes';
import { DEFAULT_SELLER_SETTINGS, isPlaceholderSeller } from '@terracraft/shared/settings';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SettingsService } from '../settings';
import { createDashboardRepository } from './dashboard.repository';

const settingsLink = (section: string, label: string) => ({
  href: `${adminPaths.home}/settings#${section}`,
  label,
});

/**
 * The go-live checklist (decision 0044), read from where each item lives: the saved settings,
 * the server's configuration (payments, mail), the staff accounts. Nothing is remembered beside
 * them, so an item is done exactly when the shop is so.
 */
export function createGoLiveChecklist({
  db,
  settings,
  config,
}: {
  db: Database;
  settings: Pick<SettingsService, 'all'>;
  config: Pick<Config, 'razorpay' | 'paymentsSandboxChosen' | 'smtpUrl'>;
}) {
  const repository = createDashboardRepository(db);

  function paymentsItem(): GoLiveItem {
    const base = { key: 'payments', label: 'Payment keys or sandbox', link: null } as const;
    if (config.razorpay) {
      return {
        ...base,
        done: true,
        detail:
          'Online payments go to Razorpay, with the keys in RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.',
      };
    }
    if (config.paymentsSandboxChosen) {
      return {
        ...base,
        done: true,
        detail:
          'The payment sandbox is chosen (PAYMENTS_SANDBOX=true): online orders are paid by a click, and no money is taken.',
      };
    }
    return {
      ...base,
      done: false,
      detail:
        'Online payments run in the built-in sandbox only because nothing else is set, and no money is taken. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET in the server’s environment to take real payments, or PAYMENTS_SANDBOX=true to keep the sandbox on purpose, and restart the server.',
    };
  }

  return {
    async get(): Promise<GoLiveChecklist> {
      const [saved, staffWithTwoFactor] = await Promise.all([
        settings.all(),
        repository.staffWithTwoFactor(),
      ]);
      const seller = saved.seller.value;
      const business = saved.business.value;
      const items: GoLiveItem[] = [
        isPlaceholderSeller(seller)
          ? {
              key: 'seller',
              label: 'Seller and GST details',
              done: false,
              detail: `Tax invoices would carry the placeholder seller (GSTIN ${DEFAULT_SELLER_SETTINGS.gstin}), so orders cannot ship until the registered legal name, GSTIN and place of business are saved.`,
              link: settingsLink('seller', 'Settings → Seller'),
            }
          : {
              key: 'seller',
              label: 'Seller and GST details',
              done: true,
              detail: `Tax invoices carry ${seller.legalName}, GSTIN ${seller.gstin}.`,
              link: settingsLink('seller', 'Settings → Seller'),
            },
        {
          key: 'business',
          label: 'Business contact',
          done: saved.business.updatedAt !== null,
          detail:
            saved.business.updatedAt !== null
              ? `Shoppers see ${business.supportEmail} and ${business.phone}.`
              : `The shop shows the contact details it starts with (${business.supportEmail}, ${business.phone}) until the business details are saved.`,
          link: settingsLink('business', 'Settings → Business'),
        },
        paymentsItem(),
        config.smtpUrl
          ? {
              key: 'mail',
              label: 'Mail (SMTP)',
              done: true,
              detail: 'Mails go out through the SMTP server in SMTP_URL.',
              link: null,
            }
          : {
              key: 'mail',
              label: 'Mail (SMTP)',
              done: false,
              detail:
                'Mails are written to files in the data folder (DATA_DIR/outbox) and reach nobody. Set SMTP_URL (smtp://user:password@host:587) in the server’s environment and restart the server.',
              link: null,
            },
        {
          key: 'delivery',
          label: 'Delivery rules',
          done: saved.delivery.updatedAt !== null,
          detail:
            saved.delivery.updatedAt !== null
              ? 'Where the shop delivers, in how many days, and cash on delivery are saved.'
              : 'The shop delivers on the rules it starts with (every state, cash on delivery on) until they are checked and saved.',
          link: settingsLink('delivery', 'Settings → Delivery'),
        },
        {
          key: 'twoFactor',
          label: 'Staff sign-in with two-factor',
          done: staffWithTwoFactor > 0,
          detail:
            staffWithTwoFactor > 0
              ? `${staffWithTwoFactor} staff ${staffWithTwoFactor === 1 ? 'account signs' : 'accounts sign'} in with two-factor.`
              : 'No staff account signs in with two-factor yet: turn it on under Your account → Two-factor sign-in, with an authenticator app.',
          link: { href: paths.account, label: 'Your account → Two-factor sign-in' },
        },
        {
          // The shop has no backup command or record yet (DESIGN §6 plans one), so nothing can
          // say a backup was taken: the item stays open, with how to take one by hand.
          key: 'backup',
          label: 'First backup',
          done: false,
          detail:
            'The console cannot take or record a backup yet, so this item stays open. Take one by hand: on the embedded database, stop the shop and copy the data folder (DATA_DIR: the database, product photos and generated secrets); on PostgreSQL, take a pg_dump of the database and copy DATA_DIR for the photos. Keep the copy off this machine.',
          link: null,
        },
      ];
      return { complete: items.every((item) => item.done), items };
    },
  };
}

export type GoLiveChecklistService = ReturnType<typeof createGoLiveChecklist>;

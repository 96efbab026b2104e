import {
  codFor,
  DELIVERY_ERROR_CODES,
  quoteDelivery,
  type DeliveryQuote,
  type DeliverySettings,
  type ShopOrigin,
} from '@terracraft/shared/delivery';
import type { Paise } from '@terracraft/shared/money';
import type { SellerSettings } from '@terracraft/shared/settings';
import { AppError } from '../../lib/errors';
import type { PinDirectory } from './pin-directory';

const unprocessable = (code: string, message: string, fields: Record<string, string>) =>
  new AppError(422, code, message, fields);

/** The delivery rules of one moment: the owner's settings and where the shop ships from. */
interface DeliveryRules {
  settings: DeliverySettings;
  origin: ShopOrigin;
}

/**
 * Where the shop delivers, when, and whether cash on delivery is offered: the PIN check of the
 * product page and the cart, and the checks of checkout's quote and of placement. The rules are
 * the shared policy's (`@terracraft/shared/delivery`) with the owner's settings.
 */
export function createDeliveryService({
  directory,
  settings,
  seller,
}: {
  directory: PinDirectory;
  settings: () => Promise<DeliverySettings>;
  seller: () => Promise<SellerSettings>;
}) {
  async function placeOf(address: { pin: string; state: string }) {
    const place = await directory.find(address.pin);
    if (!place) {
      throw unprocessable(
        DELIVERY_ERROR_CODES.unknownPin,
        `PIN code ${address.pin} does not exist. Please check it.`,
        { pin: 'This PIN code does not exist' },
      );
    }
    if (!place.states.includes(address.state)) {
      throw unprocessable(
        DELIVERY_ERROR_CODES.pinStateMismatch,
        `PIN code ${address.pin} is in ${place.states.join(' or ')}, not ${address.state}. Please check the PIN code and the state.`,
        { pin: `This PIN code is in ${place.states.join(' or ')}` },
      );
    }
    return place;
  }

  async function rules(): Promise<DeliveryRules> {
    const [current, shop] = await Promise.all([settings(), seller()]);
    const place = await directory.find(shop.address.pin);
    return {
      settings: current,
      origin: { district: place?.district ?? shop.address.city, state: shop.address.state },
    };
  }

  return {
    rules,

    /** The PIN check: 404 for a PIN India Post does not know. */
    async check(pin: string, total: Paise | undefined, at = new Date()): Promise<DeliveryQuote> {
      const place = await directory.find(pin);
      if (!place) {
        throw new AppError(
          404,
          DELIVERY_ERROR_CODES.unknownPin,
          `PIN code ${pin} does not exist. Please check it.`,
        );
      }
      return quoteDelivery({ place, ...(await rules()), total, at });
    },

    /**
     * The place of an address's PIN, refused with 422 naming the field when the PIN does not exist
     * or is not in the address's state. The address book checks this much; placement also asks
     * whether the shop delivers there (`toAddress`).
     */
    placeOf,

    /**
     * The delivery to a shipping address, refused with 422 naming the field when its PIN does not
     * exist, is not in its state, or is not served.
     */
    async toAddress(
      address: { pin: string; state: string },
      given: DeliveryRules,
      at = new Date(),
    ): Promise<DeliveryQuote> {
      const place = await placeOf(address);
      const quote = quoteDelivery({ place, state: address.state, ...given, at });
      if (!quote.serviceable) {
        throw unprocessable(DELIVERY_ERROR_CODES.notServiceable, quote.reason!, {
          pin: quote.reason!,
        });
      }
      return quote;
    },

    /** Refuses cash on delivery for an order of `total` the rules do not allow it for. */
    assertCod(given: DeliveryRules, total: Paise) {
      const cod = codFor(given.settings, total);
      if (!cod.available) {
        throw unprocessable(
          DELIVERY_ERROR_CODES.codUnavailable,
          `${cod.reason!} Please pay online.`,
          {
            paymentMethod: cod.reason!,
          },
        );
      }
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

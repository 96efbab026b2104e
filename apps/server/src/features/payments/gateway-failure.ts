import { ORDER_ERROR_CODES } from '@terracraft/shared/orders';
import { AppError } from '../../lib/errors';

/** A 502 telling the shopper what did not happen because the payment gateway could not answer. */
export const paymentGatewayFailure = (message: string) =>
  new AppError(502, ORDER_ERROR_CODES.paymentGateway, message);

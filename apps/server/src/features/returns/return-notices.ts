import { orderNumberId } from '@terracraft/shared/orders';
import type { ReturnSummary } from '@terracraft/shared/returns';
import type { BusinessSettings } from '@terracraft/shared/settings';
import type { Transaction } from '../../db/client';
import type { Outbox } from '../mail';
import type { OrderRow } from '../orders';
import { returnMail, type ReturnStep } from './return-mails';

/** Each step's mail to the shopper, written to the outbox in the step's transaction. */
export function createReturnNotices({
  outbox,
  publicUrl,
  business,
}: {
  outbox: Outbox;
  publicUrl: string;
  business: () => Promise<BusinessSettings>;
}) {
  return async function notify(
    tx: Transaction,
    step: ReturnStep,
    order: OrderRow,
    ret: ReturnSummary,
  ) {
    await outbox.enqueue(
      tx,
      returnMail({
        step,
        ret,
        orderId: order.id,
        orderNumber: orderNumberId(order.number),
        paymentMethod: order.paymentMethod,
        firstName: order.firstName,
        email: order.email,
        publicUrl,
        business: await business(),
      }),
    );
  };
}

export type ReturnNotify = ReturnType<typeof createReturnNotices>;

import {
  ORDER_STAGE_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStage,
  type PaymentStatus,
} from '@terracraft/shared/orders';
import { StatusBadge, type BadgeTone } from '../components/status-badge';

const STAGE_TONES: Record<OrderStage, BadgeTone> = {
  payment_pending: 'warning',
  processing: 'info',
  confirmed: 'info',
  packed: 'info',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'danger',
};

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  awaiting_payment: 'warning',
  paid: 'success',
  due_on_delivery: 'neutral',
  refunded: 'neutral',
  not_paid: 'danger',
};

export function OrderStageBadge({ status }: { status: OrderStage }) {
  return <StatusBadge tone={STAGE_TONES[status]}>{ORDER_STAGE_LABELS[status]}</StatusBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</StatusBadge>;
}

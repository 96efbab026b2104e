import { RETURN_STATUS_LABELS, type ReturnStatus } from '@terracraft/shared/returns';
import { StatusBadge, type BadgeTone } from '../components/status-badge';

const TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'danger',
  received: 'info',
  refunded: 'success',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <StatusBadge tone={TONES[status]}>{RETURN_STATUS_LABELS[status]}</StatusBadge>;
}

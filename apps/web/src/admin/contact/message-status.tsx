import type { MessageStatus } from '@terracraft/shared/contact/admin';
import { StatusBadge } from '../components/status-badge';

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return status === 'new' ? (
    <StatusBadge tone="info">New</StatusBadge>
  ) : (
    <StatusBadge tone="success">Handled</StatusBadge>
  );
}

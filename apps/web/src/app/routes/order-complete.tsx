import { useSearchParams } from '../../lib/router';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { OrderCompleteView } from '../../features/orders';
import { CompletePaymentButton } from '../orders/complete-payment-button';

export default function OrderCompletePage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta {...PAGE_TEXT.orderComplete} />
      <OrderCompleteView
        number={params.get('order')}
        payAction={(order) => <CompletePaymentButton order={order} />}
      />
    </>
  );
}

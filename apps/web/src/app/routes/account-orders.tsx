import { useSearchParams } from '../../lib/router';
import { parseOrderTab } from '@terracraft/shared/orders';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { AccountNav } from '../../features/auth';
import { MyOrders, useRefreshOrders } from '../../features/orders';
import { OrderReturns, ReturnItemsButton } from '../../features/returns';
import { CompletePaymentButton } from '../orders/complete-payment-button';

export default function AccountOrdersPage() {
  const [params] = useSearchParams();
  const refreshOrders = useRefreshOrders();
  return (
    <>
      <PageMeta {...PAGE_TEXT.accountOrders} />
      <MyOrders
        tab={parseOrderTab(params.get('status'))}
        nav={<AccountNav />}
        payAction={(order) => <CompletePaymentButton order={order} />}
        returnAction={(order) => <ReturnItemsButton order={order} onRequested={refreshOrders} />}
        returns={(order) => <OrderReturns order={order} />}
      />
    </>
  );
}

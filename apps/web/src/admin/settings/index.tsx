import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Route, Switch, useLocation } from '../../lib/router';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { api } from '../../lib/api-client';
import { ConsolePage } from '../components/console-page';
import { adminPaths } from '../paths';
import { BusinessForm } from './business-form';
import { DeliveryForm } from './delivery-form';
import { OrderLimitsForm } from './order-limits-form';
import { SellerForm } from './seller-form';
import { settingsKey } from './use-settings-form';

/** The owner's Settings: the shop's business details, as its pages and mails show them. */
export default function SettingsArea() {
  return (
    <Switch>
      <Route path={adminPaths.settings}>
        <SettingsPage />
      </Route>
    </Switch>
  );
}

function SettingsPage() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api('admin.settings.get', { signal }),
  });
  // A link to one part of the settings (#seller, from the go-live checklist or a refused
  // shipment) shows that part once the forms are there.
  const { hash } = useLocation();
  const loaded = Boolean(settings.data);
  useEffect(() => {
    if (loaded && hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <ConsolePage
      title="Settings"
      description="The shop's business details: its header, footer and contact page show them, and its mails are signed with them. A change shows on the shop's next page load. The seller's GST details are printed on every tax invoice issued after a change."
    >
      {settings.data ? (
        // A save, or a reload after someone else's, brings a new updatedAt: the form starts again
        // from what the server holds.
        <div className="grid gap-10">
          <BusinessForm
            key={settings.data.business.updatedAt ?? 'defaults'}
            settings={settings.data}
            reload={() => void settings.refetch()}
          />
          <SellerForm
            key={`seller-${settings.data.seller.updatedAt ?? 'defaults'}`}
            settings={settings.data}
            reload={() => void settings.refetch()}
          />
          <OrderLimitsForm
            key={`limits-${settings.data.orderLimits.updatedAt ?? 'defaults'}`}
            settings={settings.data}
            reload={() => void settings.refetch()}
          />
          <DeliveryForm
            key={`delivery-${settings.data.delivery.updatedAt ?? 'defaults'}`}
            settings={settings.data}
            reload={() => void settings.refetch()}
          />
        </div>
      ) : settings.error ? (
        <QueryError
          error={settings.error}
          what="the settings"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Spinner label="Loading the settings" />
      )}
    </ConsolePage>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { orderShipSchema, type AdminOrder } from '@terracraft/shared/orders/admin';
import { CARRIERS } from '@terracraft/shared/orders/carriers';
import { api } from '../../lib/api-client';
import { ActionError, isStaleError } from '../components/action-error';
import { Dialog } from '../../components/dialog';
import { TextField, hasFieldErrors, showServerFieldErrors } from '../../components/fields';

const shipFormSchema = orderShipSchema.omit({ version: true });
const CARRIER_NAMES = CARRIERS.map((carrier) => carrier.name);

interface ShipForm {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
}

/** Ship a packed order: the carrier and its tracking number, and the tracking page if there is one. */
export function ShipDialog({
  order,
  onClose,
  onShipped,
  onStale,
}: {
  order: AdminOrder;
  onClose(): void;
  onShipped(order: AdminOrder): void;
  /** The order changed since it was read: read it again. */
  onStale(): void;
}) {
  const { control, handleSubmit, setError } = useForm<ShipForm>({
    resolver: zodResolver(shipFormSchema),
    defaultValues: { carrier: '', trackingNumber: '', trackingUrl: '' },
  });
  const ship = useMutation({
    mutationFn: (values: ShipForm) =>
      api('admin.orders.ship', {
        params: { number: order.number },
        body: { version: order.version, ...values },
      }),
    onSuccess: onShipped,
    onError: (error) => {
      showServerFieldErrors(error, setError);
      if (isStaleError(error)) onStale();
    },
  });

  return (
    <Dialog title={`Ship order #${order.number}`} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit((values) => ship.mutate(values))}
        className="space-y-4"
      >
        <TextField
          control={control}
          name="carrier"
          label="Carrier"
          required
          suggestions={CARRIER_NAMES}
        />
        <TextField control={control} name="trackingNumber" label="Tracking number" required />
        <TextField
          control={control}
          name="trackingUrl"
          label="Tracking link"
          type="url"
          hint={`Optional: the carrier’s tracking page for this parcel (https://…). The shop makes it from the tracking number for ${CARRIER_NAMES.join(', ')}.`}
        />
        {hasFieldErrors(ship.error) ? null : (
          <ActionError
            error={ship.error}
            onReload={() => {
              ship.reset();
              onClose();
            }}
          />
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn-primary" disabled={ship.isPending}>
            {ship.isPending ? 'Shipping…' : 'Ship order'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

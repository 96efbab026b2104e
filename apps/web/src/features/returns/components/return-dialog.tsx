import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/notify';
import type { Order } from '@terracraft/shared/orders';
import {
  RETURN_DETAILS_MAX,
  RETURN_MAX_PHOTOS,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TYPES,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  refundDestinationSchema,
  type RefundDestinationInput,
  type ReturnReason,
} from '@terracraft/shared/returns';
import { Dialog } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { uploadReturnPhoto, useRequestReturn } from '../api/return-queries';
import { returnableUnits } from '../returnable';

/** Why a chosen file cannot be sent, checked before it is; the server checks it again. */
function photoProblem(file: File): string | undefined {
  if (!(RETURN_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP photo.`;
  }
  if (file.size > RETURN_PHOTO_MAX_BYTES) return `${file.name} is larger than 10 MB.`;
  return undefined;
}

/**
 * The return request: how many of each item, why, photos of what is wrong, and for cash on
 * delivery where the refund goes. Escape, the close button and Keep items close it unless it is
 * sending.
 */
export function ReturnDialog({
  order,
  onClose,
  onRequested,
}: {
  order: Order;
  onClose(): void;
  onRequested(): unknown;
}) {
  const fieldIds = useId();
  const returnable = returnableUnits(order);
  const [quantities, setQuantities] = useState<number[]>(() => order.items.map(() => 0));
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [method, setMethod] = useState<'upi' | 'bank'>('upi');
  const [upiId, setUpiId] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [accountHolder, setAccountHolder] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<File[]>([]);
  /** A new file box after each change, so the box never shows files already listed. */
  const [photoBox, setPhotoBox] = useState(0);
  const [uploading, setUploading] = useState(false);
  const request = useRequestReturn(onRequested);
  const sending = uploading || request.isPending;
  const cod = order.paymentMethod === 'cod';

  function choosePhotos(files: File[]) {
    const problem = files.map(photoProblem).find(Boolean);
    const next = [...photos, ...files.filter((file) => !photoProblem(file))];
    setErrors(({ photos: _old, ...rest }) => ({
      ...rest,
      ...(problem
        ? { photos: problem }
        : next.length > RETURN_MAX_PHOTOS
          ? { photos: `Attach at most ${RETURN_MAX_PHOTOS} photos.` }
          : {}),
    }));
    setPhotos(next.slice(0, RETURN_MAX_PHOTOS));
    setPhotoBox((box) => box + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const lines = quantities.flatMap((quantity, position) =>
      quantity > 0 ? [{ position, quantity }] : [],
    );
    if (lines.length === 0) found.lines = 'Choose at least one item to return.';
    if (!reason) found.reason = 'Choose a reason from the list.';
    let refundTo: RefundDestinationInput | undefined;
    if (cod) {
      const destination: RefundDestinationInput =
        method === 'upi'
          ? { method, upiId }
          : { method, accountNumber, ifsc: ifsc.toUpperCase(), accountHolder };
      const parsed = refundDestinationSchema.safeParse(destination);
      if (parsed.success) refundTo = destination;
      else {
        for (const issue of parsed.error.issues) {
          found[String(issue.path.at(-1) ?? 'refundTo')] ??= issue.message;
        }
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    const ids: string[] = [];
    setUploading(true);
    try {
      for (const photo of photos) ids.push(await uploadReturnPhoto(photo));
    } catch (error) {
      setErrors({
        photos:
          error instanceof ApiError && error.status !== 0
            ? `${error.message} Remove or replace the photo and try again.`
            : 'The photos could not be sent. Please try again.',
      });
      return;
    } finally {
      setUploading(false);
    }
    request.mutate(
      { number: order.number, body: { lines, reason, details, refundTo, photos: ids } },
      {
        onSuccess: (created) => {
          toast.success(`Return ${created.number} requested. We will write to you.`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
        },
      },
    );
  }

  return (
    <Dialog title={`Return items of order #${order.number}`} onClose={onClose} busy={sending}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-clay-800">
            How many of each item are you returning?
          </legend>
          <ul className="space-y-2">
            {order.items.map((item, position) => (
              <li key={position} className="flex items-center justify-between gap-3 text-sm">
                <label htmlFor={`${fieldIds}-q${position}`} className="min-w-0 flex-1">
                  {item.name}{' '}
                  <span className="text-clay-600">
                    (up to {returnable[position]} of {item.quantity})
                  </span>
                </label>
                <input
                  id={`${fieldIds}-q${position}`}
                  type="number"
                  min={0}
                  max={returnable[position]}
                  disabled={returnable[position] === 0}
                  value={quantities[position]}
                  onChange={(event) => {
                    const value = Math.max(
                      0,
                      Math.min(returnable[position]!, Number(event.target.value) || 0),
                    );
                    setQuantities((list) => list.map((q, i) => (i === position ? value : q)));
                  }}
                  className="field w-20"
                />
              </li>
            ))}
          </ul>
          {errors.lines || errors['lines.0.quantity'] ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.lines ?? errors['lines.0.quantity']}
            </p>
          ) : null}
        </fieldset>

        <FormField label="Reason" error={errors.reason} required>
          {(props) => (
            <select
              {...props}
              value={reason}
              onChange={(event) => setReason(event.target.value as ReturnReason)}
              className="field"
            >
              <option value="">Choose a reason</option>
              {RETURN_REASONS.map((value) => (
                <option key={value} value={value}>
                  {RETURN_REASON_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField
          label="Tell us more (optional)"
          error={errors.details}
          hint={`${details.length}/${RETURN_DETAILS_MAX}`}
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={RETURN_DETAILS_MAX}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              className="field"
            />
          )}
        </FormField>

        <div>
          <FormField
            key={photoBox}
            label={`Photos (optional, up to ${RETURN_MAX_PHOTOS})`}
            error={errors.photos}
            hint="JPEG, PNG or WebP, at most 10 MB each: show us what is wrong."
          >
            {(props) => (
              <input
                {...props}
                type="file"
                accept={RETURN_PHOTO_TYPES.join(',')}
                multiple
                disabled={photos.length >= RETURN_MAX_PHOTOS || sending}
                onChange={(event) => choosePhotos([...(event.target.files ?? [])])}
                className="block w-full text-sm text-clay-800 file:mr-3 file:rounded-full file:border-0 file:bg-clay-100 file:px-4 file:py-2 file:font-semibold"
              />
            )}
          </FormField>
          {photos.length > 0 ? (
            <ul aria-label="Photos to send" className="mt-2 space-y-1 text-sm">
              {photos.map((photo, index) => (
                <li
                  key={`${photo.name}-${index}`}
                  className="flex items-center justify-between gap-3"
                >
                  <span className="min-w-0 truncate">{photo.name}</span>
                  <button
                    type="button"
                    className="text-sm font-semibold text-clay-800 underline"
                    disabled={sending}
                    onClick={() => setPhotos((list) => list.filter((_, i) => i !== index))}
                    aria-label={`Remove ${photo.name}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {cod ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-clay-800">
              Where should we send your refund?
            </legend>
            <div className="flex gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="refund-method"
                  checked={method === 'upi'}
                  onChange={() => setMethod('upi')}
                />
                UPI
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="refund-method"
                  checked={method === 'bank'}
                  onChange={() => setMethod('bank')}
                />
                Bank account
              </label>
            </div>
            {method === 'upi' ? (
              <FormField label="UPI ID" error={errors.upiId ?? errors.refundTo} required>
                {(props) => (
                  <input
                    {...props}
                    value={upiId}
                    onChange={(event) => setUpiId(event.target.value)}
                    placeholder="name@bank"
                    autoComplete="off"
                    className="field"
                  />
                )}
              </FormField>
            ) : (
              <>
                <FormField label="Account number" error={errors.accountNumber} required>
                  {(props) => (
                    <input
                      {...props}
                      inputMode="numeric"
                      value={accountNumber}
                      onChange={(event) => setAccountNumber(event.target.value)}
                      autoComplete="off"
                      className="field"
                    />
                  )}
                </FormField>
                <FormField label="IFSC" error={errors.ifsc} required>
                  {(props) => (
                    <input
                      {...props}
                      value={ifsc}
                      onChange={(event) => setIfsc(event.target.value)}
                      placeholder="SBIN0001234"
                      autoComplete="off"
                      className="field uppercase"
                    />
                  )}
                </FormField>
                <FormField label="Account holder’s name" error={errors.accountHolder} required>
                  {(props) => (
                    <input
                      {...props}
                      value={accountHolder}
                      onChange={(event) => setAccountHolder(event.target.value)}
                      className="field"
                    />
                  )}
                </FormField>
              </>
            )}
          </fieldset>
        ) : (
          <p className="text-sm text-clay-700">
            Your refund goes back to the card, UPI or bank you paid with.
          </p>
        )}

        {request.error && !(request.error instanceof ApiError && request.error.fields.lines) ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {request.error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onClose} disabled={sending}>
            Keep items
          </button>
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? 'Sending...' : 'Request return'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

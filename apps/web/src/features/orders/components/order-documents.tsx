import { FileText } from 'lucide-react';
import { formatLongDate } from '@terracraft/shared/dates';
import { documentFileName } from '@terracraft/shared/invoices';
import { orderDocumentPath, type Order } from '@terracraft/shared/orders';

const KIND_LABELS = { invoice: 'Tax invoice', 'credit-note': 'Credit note' } as const;

/** The order's tax invoice and credit notes, each a PDF to download. */
export function OrderDocuments({ order }: { order: Order }) {
  if (order.documents.length === 0) return null;
  return (
    <ul data-testid="order-documents" className="mt-2 space-y-1 text-sm">
      {order.documents.map((document) => (
        <li key={document.id}>
          <a
            href={orderDocumentPath(order.number, document.id)}
            download={documentFileName(document.number)}
            className="inline-flex items-center gap-1 font-semibold text-leaf-dark underline underline-offset-2"
          >
            <FileText className="size-3.5" aria-hidden="true" />
            {KIND_LABELS[document.kind]} {document.number}
          </a>{' '}
          <span className="text-clay-700">({formatLongDate(document.issuedAt)}, PDF)</span>
        </li>
      ))}
    </ul>
  );
}

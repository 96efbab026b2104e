import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from '../lib/router';

/** Home / Products / name: every step but the last is a link. */
export function Breadcrumb({ items }: { items: readonly { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-clay-700">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 ? (
              <li aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
            ) : null}
            <li>
              {item.to && index < items.length - 1 ? (
                <Link to={item.to} className="hover:text-terracotta hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-clay-900">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

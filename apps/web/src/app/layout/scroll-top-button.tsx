import { ArrowUp } from 'lucide-react';
import { SCROLL_TOP_BUTTON_AFTER_PX } from '../../config/constants';
import { useScrolledPast } from '../../lib/use-scrolled-past';

export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_BUTTON_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-6 right-6 z-40 flex max-lg:[body:has([data-purchase-bar])_&]:bottom-32 size-12 items-center justify-center rounded-full bg-clay-700 text-white shadow-lg transition-transform hover:-translate-y-0.5 hover:bg-clay-800"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}

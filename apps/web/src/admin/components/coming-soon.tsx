import { Hammer } from 'lucide-react';
import { ConsolePage } from './console-page';

/** An area of the console whose pages are not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <ConsolePage title={title}>
      <div className="rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-clay-100">
        <Hammer className="mx-auto size-10 text-clay-400" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-clay-900">Coming soon</p>
        <p className="mx-auto mt-2 max-w-md text-clay-700">
          This part of the console is still being built. Its pages will appear here.
        </p>
      </div>
    </ConsolePage>
  );
}

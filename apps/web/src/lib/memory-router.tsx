import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from './router';

/**
 * For the unit tests: the app's routing with the address kept in memory, starting at `path`
 * (with its query). `url()` is the address now; `navigate` goes elsewhere as a link would.
 */
export function memoryRouter(path: string) {
  const memory = memoryLocation({ path, record: true });
  return {
    Router: ({ children }: { children: ReactNode }) => (
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {children}
      </Router>
    ),
    navigate: memory.navigate,
    url: () => memory.history!.at(-1)!,
    pathname: () => memory.history!.at(-1)!.split('?')[0]!,
  };
}

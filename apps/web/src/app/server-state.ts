import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a page rendered on the server hands to the browser: the data its queries fetched, so that
 * hydrating renders the same page without asking for any of it again.
 * It travels as a JSON data block (`<script type="application/json">`), not a script: the
 * Content Security Policy runs no inline script, and nothing runs a data block.
 */
interface ServerState {
  queries: DehydratedState;
}

const SERVER_STATE_ELEMENT_ID = 'server-state';

/** JSON inside a script element must not be able to close it. */
export const serverStateBlock = (state: ServerState): string =>
  `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** The state the server embedded in this page, or null when the page was not rendered there. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}

import { ApiError } from './api-client';

/** A zustand store persisted to localStorage, as the cart and the wishlist are. */
export interface PersistedStore<S> {
  getState(): S;
  subscribe(listener: (state: S, previous: S) => void): () => void;
  persist: {
    onHydrate(listener: () => void): () => void;
    onFinishHydration(listener: () => void): () => void;
  };
}

/** How one list (the cart, the wishlist) is kept on the server for a signed-in shopper. */
export interface ServerList<S, Body, Answer> {
  store: PersistedStore<S>;
  /** What the server keeps of the state (ids and quantities): sent, and compared to spot changes. */
  body(state: S): Body;
  /** The account whose saved list the browser's copy mirrors. */
  savedFor(state: S): string | undefined;
  setSavedFor(userId: string | undefined): void;
  /** Empties the browser's copy. */
  forget(): void;
  load(): Promise<Answer>;
  /**
   * Joins the browser's copy to the saved one: on `sign-in` it holds the shopper's new picks; when
   * `restored`, an unsaved newer version of the saved list (a save failed, for instance).
   */
  merge(body: Body, how: 'sign-in' | 'restored'): Promise<Answer>;
  /** `keepalive`: sent as the page goes away, the request must outlive it. */
  save(body: Body, options?: { keepalive?: boolean }): Promise<Answer>;
  /** Writes the server's answer (the truth about prices and stock) into the store. */
  apply(answer: Answer): void;
}

/**
 * How the browser's copy meets the saved one when a shopper becomes signed in here:
 * - the copy already mirrors this account, with nothing unsaved: take the saved one (another
 *   device may have changed it);
 * - otherwise, `sign-in` in this tab or `restored` on opening the shop: merge it into the saved
 *   one (see ServerList.merge);
 * - signed in by another tab: that tab does the work and this one shares its localStorage.
 */
export type SyncStart = 'sign-in' | 'restored' | 'other-tab';

export interface SyncController {
  /** Sends a pending change now (before signing out, for instance). */
  flush(): Promise<void>;
  stop(): void;
}

const SAVE_DELAY_MS = 400;

/**
 * Keeps a browser list and the shopper's saved list in step: the first exchange depends on how the
 * shopper signed in (see SyncStart); after that every change made in this tab is saved shortly
 * after it happens. Changes that arrive from another tab (localStorage) were saved by that tab.
 *
 * A change not yet saved is never lost to a reload, a link or a closed tab:
 * - the browser's copy stops claiming to mirror the account (`savedFor` is cleared, in
 *   localStorage) from the change until the server has answered its save, so the next page load
 *   merges it into the saved list instead of taking the saved one over it;
 * - when the page is hidden or left (`visibilitychange`, `pagehide`), a pending change is sent at
 *   once, as a keepalive request that outlives the page.
 */
export function startServerSync<S, Body, Answer>(
  list: ServerList<S, Body, Answer>,
  userId: string,
  start: SyncStart,
  onSessionLost: () => void,
): SyncController {
  const key = (state: S) => JSON.stringify(list.body(state));
  let stopped = false;
  let active = false;
  let hydrating = false;
  let lastSaved: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const owner = list.savedFor(list.store.getState());
  if (owner !== undefined && owner !== userId) list.forget();

  const failed = (error: unknown) => {
    // Unsaved changes remain in this browser; the next sign-in merges them.
    lastSaved = undefined;
    list.setSavedFor(undefined);
    if (error instanceof ApiError && error.status === 401) onSessionLost();
  };

  const save = (leaving = false) => {
    timer = undefined;
    const body = list.body(list.store.getState());
    const sent = JSON.stringify(body);
    if (sent === lastSaved) return inFlight;
    lastSaved = sent;
    // Leaving: sent now, not after an earlier save's answer, which a closing page never gets.
    const request = leaving ? list.save(body, { keepalive: true }) : undefined;
    request?.catch(() => undefined);
    inFlight = inFlight
      .then(() => request ?? list.save(body))
      .then((answer) => {
        if (stopped) return;
        // A newer change is on its way; its own answer will bring the truth.
        if (key(list.store.getState()) !== sent) return;
        list.apply(answer);
        list.setSavedFor(userId);
        lastSaved = key(list.store.getState());
      })
      .catch(failed);
    return inFlight;
  };

  const unsubscribe = list.store.subscribe((state, previous) => {
    if (!active || stopped || hydrating || key(state) === key(previous)) return;
    // Unsaved until the server answers: a reload meanwhile merges this copy (see above).
    if (list.savedFor(state) !== undefined) list.setSavedFor(undefined);
    clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  });
  const onLeave = () => {
    if (stopped || timer === undefined) return;
    clearTimeout(timer);
    void save(true);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onLeave();
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
  }
  const offHydrate = list.store.persist.onHydrate(() => {
    hydrating = true;
  });
  const offHydrated = list.store.persist.onFinishHydration(() => {
    hydrating = false;
    lastSaved = key(list.store.getState());
  });

  const mirrorsAccount = list.savedFor(list.store.getState()) === userId;
  const firstKey = key(list.store.getState());
  const first =
    start === 'other-tab'
      ? Promise.resolve(undefined)
      : mirrorsAccount
        ? list.load()
        : list.merge(list.body(list.store.getState()), start);
  inFlight = first
    .then(async (answer) => {
      if (stopped || answer === undefined) return answer;
      if (key(list.store.getState()) === firstKey) return answer;
      // The shopper changed the list while the first exchange was under way (Buy Now on a slow
      // connection, say): join that change to the saved list instead of overwriting it.
      return list.merge(list.body(list.store.getState()), 'restored');
    })
    .then((answer) => {
      if (stopped) return;
      active = true;
      if (answer !== undefined) {
        list.apply(answer);
        list.setSavedFor(userId);
      }
      lastSaved = key(list.store.getState());
    })
    .catch(failed);

  return {
    async flush() {
      if (timer !== undefined) {
        clearTimeout(timer);
        await save();
      } else {
        await inFlight;
      }
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      offHydrate();
      offHydrated();
      if (hasWindow) {
        window.removeEventListener('pagehide', onLeave);
        document.removeEventListener('visibilitychange', onVisibility);
      }
    },
  };
}

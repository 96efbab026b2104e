import type * as ToastLibraryModule from 'react-toastify';
import type { Id } from 'react-toastify';
import { TOAST_MS } from '../config/constants';

type ToastLibrary = typeof ToastLibraryModule;

let library: ToastLibrary | undefined;
let loading: Promise<ToastLibrary> | undefined;
let containerWanted = false;
const containerListeners = new Set<() => void>();

/**
 * Loads the toast library: with the first notice, so a page that raises none never downloads
 * it. Resolves once notices show at once (the tests wait on it).
 */
export function loadToasts(): Promise<ToastLibrary> {
  if (!containerWanted) {
    containerWanted = true;
    for (const listener of containerListeners) listener();
  }
  loading ??= import('react-toastify').then((loaded) => (library = loaded));
  return loading;
}

/** Whether a notice was raised, so the shell mounts the toasts' container (app/layout/toasts). */
export const toastContainer = {
  wanted: () => containerWanted,
  subscribe(listener: () => void) {
    containerListeners.add(listener);
    return () => containerListeners.delete(listener);
  },
};

/** Runs `show` with the library: at once when it is loaded, else as soon as it is. */
function withToasts(show: (loaded: ToastLibrary) => void): void {
  if (library) show(library);
  else void loadToasts().then(show);
}

/**
 * Where a notice is raised decides how long it stays and how many of that place's notices may
 * show at once (spec §9). Use one constant object per place: the limit is counted per object.
 */
export interface ToastPlace {
  readonly autoClose: number;
  /** At most this many of the place's notices at once; the others wait their turn. */
  readonly limit?: number;
  /**
   * A notice identical to one already showing (or waiting) is not shown again. For notices that
   * say how things stand (a payment cancelled, an order placed), where a second copy tells
   * nothing new; not for a shop's places, where each press of Add to Cart has its notice (spec §9).
   */
  readonly once?: boolean;
}

type NoticeType = 'success' | 'info' | 'warning' | 'error';

interface PlaceQueue {
  showing: Set<Id>;
  waiting: (() => void)[];
}

const queues = new WeakMap<ToastPlace, PlaceQueue>();

/**
 * The notices of `once` places showing or waiting their turn, by type and text. Such a notice
 * raised again while it shows (a payment cancelled at checkout, then again from My Orders while
 * the first notice is still up) would only stack a copy over the page, which on a phone covers
 * the header: it is shown once.
 */
const current = new Set<string>();

/**
 * Shows a notice for a place. Beyond a place's limit a notice waits, as with the toast library's
 * own `limit`, until one of the place's notices starts to close. Places without a limit (and other
 * notices of the page) are not held back. The library's `limit` counts every notice of the page,
 * which the spec does not ask for, hence this.
 */
export function notify(place: ToastPlace, type: NoticeType, message: string): void {
  if (!place.once) {
    withToasts((loaded) => showNotice(loaded, place, type, message, () => {}));
    return;
  }
  const key = `${type}:${message}`;
  if (current.has(key)) return;
  current.add(key);
  withToasts((loaded) => showNotice(loaded, place, type, message, () => current.delete(key)));
}

function showNotice(
  { toast }: ToastLibrary,
  place: ToastPlace,
  type: NoticeType,
  message: string,
  onGone: () => void,
): void {
  if (place.limit === undefined) {
    toast[type](message, { autoClose: place.autoClose, onClose: onGone });
    return;
  }
  let queue = queues.get(place);
  if (!queue) {
    queue = { showing: new Set(), waiting: [] };
    queues.set(place, queue);
  }
  const placeQueue = queue;
  const show = () => {
    const id = toast[type](message, {
      autoClose: place.autoClose,
      onClose: () => {
        onGone();
        placeQueue.showing.delete(id);
        placeQueue.waiting.shift()?.();
      },
    });
    placeQueue.showing.add(id);
  };
  if (placeQueue.showing.size < place.limit) show();
  else placeQueue.waiting.push(show);
}

/**
 * A notice of a place that sets no time of its own: it stays the library's default time, and is
 * not shown twice at once.
 */
const ANYWHERE: ToastPlace = { autoClose: TOAST_MS.default, once: true };

/** Notices raised where no place rules apply (checkout, account, orders). */
export const toast = {
  success: (message: string) => notify(ANYWHERE, 'success', message),
  info: (message: string) => notify(ANYWHERE, 'info', message),
  warning: (message: string) => notify(ANYWHERE, 'warning', message),
  error: (message: string) => notify(ANYWHERE, 'error', message),
};

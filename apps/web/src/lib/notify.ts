import { toast, type Id } from 'react-toastify';

/**
 * Where a notice is raised decides how long it stays and how many of that place's notices may
 * show at once (spec §9). Use one constant object per place: the limit is counted per object.
 */
export interface ToastPlace {
  readonly autoClose: number;
  /** At most this many of the place's notices at once; the others wait their turn. */
  readonly limit?: number;
}

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

interface PlaceQueue {
  showing: Set<Id>;
  waiting: (() => void)[];
}

const queues = new WeakMap<ToastPlace, PlaceQueue>();

/**
 * Shows a notice for a place. Beyond a place's limit a notice waits, as with the toast library's
 * own `limit`, until one of the place's notices starts to close. Places without a limit (and
 * other notices of the page) are not held back. The library's `limit` counts every notice of the
 * page, which the spec does not ask for, hence this.
 */
export function notify(place: ToastPlace, type: NoticeType, message: string): void {
  if (place.limit === undefined) {
    toast[type](message, { autoClose: place.autoClose });
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
        placeQueue.showing.delete(id);
        placeQueue.waiting.shift()?.();
      },
    });
    placeQueue.showing.add(id);
  };
  if (placeQueue.showing.size < place.limit) show();
  else placeQueue.waiting.push(show);
}

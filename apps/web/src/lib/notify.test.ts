import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The toast library, recording what is shown and letting the test close a notice. */
const shown: { id: number; type: string; message: string; autoClose: number; close(): void }[] = [];
vi.mock('react-toastify', () => {
  let next = 0;
  const show =
    (type: string) => (message: string, options: { autoClose: number; onClose?: () => void }) => {
      const id = ++next;
      shown.push({
        id,
        type,
        message,
        autoClose: options.autoClose,
        close: () => options.onClose?.(),
      });
      return id;
    };
  return {
    toast: {
      success: show('success'),
      info: show('info'),
      warning: show('warning'),
      error: show('error'),
    },
  };
});

const { notify, loadToasts, toast } = await import('./notify');
// The library loads with the first notice; once loaded, notices show at once.
await loadToasts();

beforeEach(() => {
  // Each test starts with no notice on screen.
  for (const notice of shown) notice.close();
  shown.length = 0;
});

describe('notify', () => {
  it("shows the notice for the place's time", () => {
    notify({ autoClose: 2000 }, 'success', 'Jute Basket added to cart');
    notify({ autoClose: 3000 }, 'info', 'Jute Basket removed from wishlist!');
    expect(shown.map(({ type, message, autoClose }) => ({ type, message, autoClose }))).toEqual([
      { type: 'success', message: 'Jute Basket added to cart', autoClose: 2000 },
      { type: 'info', message: 'Jute Basket removed from wishlist!', autoClose: 3000 },
    ]);
  });

  it('shows every notice of a place without a limit at once', () => {
    const place = { autoClose: 2000 };
    for (let n = 1; n <= 5; n++) notify(place, 'success', `Lamp ${n} added to cart`);
    expect(shown).toHaveLength(5);
  });

  it('holds back the notices of a limited place beyond its limit until one closes', () => {
    const place = { autoClose: 3000, limit: 3 };
    for (let n = 1; n <= 5; n++) notify(place, 'success', `Lamp ${n} added to cart`);
    expect(shown.map((notice) => notice.message)).toEqual([
      'Lamp 1 added to cart',
      'Lamp 2 added to cart',
      'Lamp 3 added to cart',
    ]);

    shown[1]!.close();
    expect(shown).toHaveLength(4);
    expect(shown[3]!.message).toBe('Lamp 4 added to cart');
    shown[0]!.close();
    shown[2]!.close();
    expect(shown).toHaveLength(5);
    expect(shown[4]!.message).toBe('Lamp 5 added to cart');
  });

  it('counts the limit per place, not across places', () => {
    const detail = { autoClose: 3000, limit: 3 };
    const moreProducts = { autoClose: 2000, limit: 3 };
    for (let n = 1; n <= 3; n++) notify(detail, 'success', `Vase ${n} added to cart`);
    notify(moreProducts, 'success', 'Bell Chime added to cart');
    notify({ autoClose: 5000 }, 'info', 'Comb removed from wishlist!');
    expect(shown).toHaveLength(5);
  });

  it('shows each press of a shop place its notice, the same words or not', () => {
    const shopList = { autoClose: 3000 };
    notify(shopList, 'success', 'Jute Basket added to cart');
    notify(shopList, 'success', 'Jute Basket added to cart');
    expect(shown.map((notice) => notice.message)).toEqual([
      'Jute Basket added to cart',
      'Jute Basket added to cart',
    ]);
  });

  it('shows a notice of a once place once while it is on screen, and again once it has closed', () => {
    const anywhere = { autoClose: 5000, once: true };
    const cancelled = 'Payment cancelled. Complete its payment from My Orders.';
    notify(anywhere, 'info', cancelled);
    notify(anywhere, 'info', cancelled);
    notify({ autoClose: 3000, once: true }, 'info', cancelled);
    expect(shown.map((notice) => notice.message)).toEqual([cancelled]);

    // The same words as another kind of notice are another notice.
    notify(anywhere, 'error', cancelled);
    expect(shown).toHaveLength(2);

    shown[0]!.close();
    notify(anywhere, 'info', cancelled);
    expect(shown.map((notice) => notice.type)).toEqual(['info', 'error', 'info']);
  });

  it('does not queue a copy of a once notice already waiting for its turn', () => {
    const place = { autoClose: 3000, limit: 1, once: true };
    notify(place, 'success', 'Lamp added to cart');
    notify(place, 'success', 'Vase added to cart');
    notify(place, 'success', 'Vase added to cart');
    shown[0]!.close();
    shown[1]!.close();
    expect(shown.map((notice) => notice.message)).toEqual([
      'Lamp added to cart',
      'Vase added to cart',
    ]);
  });

  it('says once that a payment was cancelled, when it is cancelled again while the notice shows', () => {
    // Cancelled at checkout, then again from My Orders a moment later (general notices: 5 s).
    const cancelled = 'Payment cancelled. Complete its payment from My Orders.';
    toast.info(cancelled);
    toast.info(cancelled);
    expect(shown.map(({ type, message }) => ({ type, message }))).toEqual([
      { type: 'info', message: cancelled },
    ]);
    shown[0]!.close();
    toast.info(cancelled);
    expect(shown).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { coalesced } from './change-feed';

/** A send whose calls are released by hand. */
function manualSend() {
  const sent: { payload: string; done: () => void; fail: (error: Error) => void }[] = [];
  const send = (payload: string) =>
    new Promise<void>((resolve, reject) => {
      sent.push({ payload, done: resolve, fail: reject });
    });
  return { sent, send };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesced notices', () => {
  it('sends a burst of the same notice twice: at once, and once more after the first is sent', async () => {
    const { sent, send } = manualSend();
    const notify = coalesced(send);
    const settled: number[] = [];
    const first = notify('catalogue').then(() => settled.push(1));
    const later = [2, 3, 4].map((n) => notify('catalogue').then(() => settled.push(n)));
    await tick();
    expect(sent.map((s) => s.payload)).toEqual(['catalogue']);

    sent[0]!.done();
    await first;
    await tick();
    // Those who asked while the first was being sent wait for a send that began after they asked.
    expect(settled).toEqual([1]);
    expect(sent.map((s) => s.payload)).toEqual(['catalogue', 'catalogue']);

    sent[1]!.done();
    await Promise.all(later);
    expect(settled).toEqual([1, 2, 3, 4]);
    expect(sent).toHaveLength(2);

    // Quiet again: the next notice goes out at once.
    void notify('catalogue');
    await tick();
    expect(sent).toHaveLength(3);
  });

  it('keeps different notices apart, and sends again after a failed send', async () => {
    const { sent, send } = manualSend();
    const notify = coalesced(send);
    const failed = notify('a');
    void notify('b');
    const retried = notify('a');
    await tick();
    expect(sent.map((s) => s.payload)).toEqual(['a', 'b']);
    sent[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await tick();
    expect(sent.map((s) => s.payload)).toEqual(['a', 'b', 'a']);
    sent[2]!.done();
    await retried;
  });
});

import { options } from 'preact';

/**
 * When effects (`useEffect`) run after a render. Preact's own timing waits for the next frame
 * (an animation frame, then a timeout): a page's title, set by PageMeta in an effect, was then
 * still the previous page's when the route focus read it on that frame, and no effect ran while
 * the page's timers were held (a test's paused clock). React runs them in a task of its own right
 * after the render; so does this, through a message channel, which no frame or timer delays.
 */
export function runEffectsAfterEachRender(): void {
  const channel = new MessageChannel();
  let waiting: (() => void)[] = [];
  channel.port1.onmessage = () => {
    const due = waiting;
    waiting = [];
    for (const run of due) run();
  };
  options.requestAnimationFrame = (run) => {
    if (waiting.push(run) === 1) channel.port2.postMessage(null);
  };
}

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZOOM, ZoomableImage } from './zoomable-image';

/** Pictures load at once, so the test measures only the zoom's own delays. */
class InstantImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_url: string) {
    queueMicrotask(() => this.onload?.());
  }
}

function stubHover(canHover: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(hover: hover)' ? canHover : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', InstantImage);
  stubHover(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const area = () => screen.getByTestId('zoom-area');
const lens = () => screen.getByTestId('zoom-lens');
const isZoomed = () => lens().dataset.zoomed === 'true';

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('ZoomableImage', () => {
  it('shows the 600 px picture and, in the magnifier, the 1200 px one at 300%', async () => {
    render(<ZoomableImage src="/media/products/jute-basket" alt="Jute basket" />);
    expect(screen.getByRole('img', { name: 'Jute basket' }).getAttribute('src')).toBe(
      '/media/products/jute-basket-600.webp',
    );
    expect(lens().style.backgroundSize).toBe('300%');
    fireEvent.pointerEnter(area(), { pointerType: 'mouse' });
    await wait(ZOOM.showDelayMs);
    expect(lens().style.backgroundImage).toContain('/media/products/jute-basket-1200.webp');
  });

  it('zooms 250 ms after the pointer arrives, and stops 150 ms after it leaves', async () => {
    render(<ZoomableImage src="/media/products/jute-basket" alt="Jute basket" />);
    fireEvent.pointerEnter(area(), { pointerType: 'mouse' });
    await wait(249);
    expect(isZoomed()).toBe(false);
    await wait(1);
    expect(isZoomed()).toBe(true);

    fireEvent.pointerLeave(area(), { pointerType: 'mouse' });
    await wait(149);
    expect(isZoomed()).toBe(true);
    await wait(1);
    expect(isZoomed()).toBe(false);
  });

  it('does not zoom when the pointer only passes over', async () => {
    render(<ZoomableImage src="/media/products/jute-basket" alt="Jute basket" />);
    fireEvent.pointerEnter(area(), { pointerType: 'mouse' });
    await wait(100);
    fireEvent.pointerLeave(area(), { pointerType: 'mouse' });
    await wait(1000);
    expect(isZoomed()).toBe(false);
  });

  it('fades the magnifier in and out over 300 ms', () => {
    render(<ZoomableImage src="/media/products/jute-basket" alt="Jute basket" />);
    expect(lens().style.transitionDuration).toBe('300ms');
    expect(lens().className).toContain('transition-opacity');
  });

  it('says Hover to Zoom with a mouse, and Long-Touch to Zoom on a touch screen', async () => {
    render(<ZoomableImage src="/media/products/jute-basket" alt="Jute basket" />);
    expect(screen.getByText('Hover to Zoom')).toBeTruthy();
    cleanup();

    stubHover(false);
    render(<ZoomableImage src="/media/products/jute-basket" alt="Jute basket" />);
    expect(screen.getByText('Long-Touch to Zoom')).toBeTruthy();
    fireEvent.pointerDown(area(), { pointerType: 'touch' });
    await wait(ZOOM.longTouchMs - 1);
    expect(isZoomed()).toBe(false);
    await wait(1);
    expect(isZoomed()).toBe(true);
    fireEvent.pointerUp(area(), { pointerType: 'touch' });
    await wait(ZOOM.hideDelayMs);
    expect(isZoomed()).toBe(false);
  });
});

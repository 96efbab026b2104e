import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryImages, ProductGallery } from './product-gallery';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(hover: hover)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const thumbnails = () => screen.queryByRole('list', { name: 'Product pictures' });

describe('galleryImages', () => {
  it('keeps each distinct picture once, in order, and leaves out blanks', () => {
    expect(galleryImages(['/a'])).toEqual(['/a']);
    expect(galleryImages(['/a', '/a', '/a'])).toEqual(['/a']);
    expect(galleryImages(['/a', '/b', '/a', '/c'])).toEqual(['/a', '/b', '/c']);
    expect(galleryImages([''])).toEqual([]);
    expect(galleryImages([])).toEqual([]);
  });
});

describe('ProductGallery', () => {
  it('shows a single photo once, without a strip of thumbnails', () => {
    render(<ProductGallery images={['/media/products/pot', '/media/products/pot']} alt="A pot" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'A pot' })).toBeTruthy();
    expect(thumbnails()).toBeNull();
    expect(screen.getByText('Hover to Zoom')).toBeTruthy();
  });

  it("shows 'Image Not Available' once for a product without photos, and no thumbnails", () => {
    render(<ProductGallery images={['']} alt="A pot" />);
    expect(screen.getAllByText('Image Not Available')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'A pot (image not available)' })).toBeTruthy();
    expect(thumbnails()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Hover to Zoom')).toBeNull();
  });

  it('offers one thumbnail per distinct photo, and shows the one chosen', () => {
    render(
      <ProductGallery
        images={['/media/photos/front', '/media/photos/side', '/media/photos/front']}
        alt="A pot"
      />,
    );
    const strip = within(thumbnails()!);
    const buttons = strip.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show picture 1 of 2',
      'Show picture 2 of 2',
    ]);
    const large = () => screen.getByRole('img', { name: 'A pot' }).getAttribute('src');
    expect(large()).toContain('/media/photos/front');
    fireEvent.click(buttons[1]!);
    expect(buttons[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(large()).toContain('/media/photos/side');
  });
});

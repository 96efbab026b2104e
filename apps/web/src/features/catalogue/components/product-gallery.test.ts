import { describe, expect, it } from 'vitest';
import { galleryImages } from './product-gallery';

describe('galleryImages', () => {
  it('shows at least three thumbnails, repeating a single picture as the spec does', () => {
    expect(galleryImages(['/a'])).toEqual(['/a', '/a', '/a']);
    expect(galleryImages(['/a', '/b'])).toEqual(['/a', '/b', '/a']);
    expect(galleryImages(['/a', '/b', '/c', '/d'])).toEqual(['/a', '/b', '/c', '/d']);
    expect(galleryImages([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';

describe('media urls', () => {
  it('serves a logo through the media CDN using only the path of the stored url', () => {
    expect(mediaUrl('https://media.marketplace.example/merchants/dhaka-fashion.svg')).toBe(
      '/media/merchants/dhaka-fashion.svg',
    );
    expect(mediaUrl('https://other.example/merchants/a.png?v=2')).toBe('/media/merchants/a.png');
  });

  it('has no url for a merchant without a logo', () => {
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl('')).toBeUndefined();
  });
});

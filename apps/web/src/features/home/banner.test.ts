import { describe, expect, it } from 'vitest';
import { bannerOf } from './banner';

describe('bannerOf', () => {
  it('reads the first entry of the JSON-encoded lists', () => {
    expect(
      bannerOf({
        banner_images: '["/a.svg","/b.svg"]',
        banner_main_heading: '["Care","More"]',
        banner_discription: '["Book online"]',
      }),
    ).toEqual({ image: '/a.svg', heading: 'Care', description: 'Book online' });
  });

  it('gives null (so the screen shows its defaults) when absent, empty or malformed', () => {
    const none = { image: null, heading: null, description: null };
    expect(bannerOf(null)).toEqual(none);
    expect(bannerOf({})).toEqual(none);
    expect(bannerOf({ banner_images: '[]', banner_main_heading: 'not json', banner_discription: '["  "]' })).toEqual(
      none,
    );
  });
});

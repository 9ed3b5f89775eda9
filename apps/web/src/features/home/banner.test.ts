import { describe, expect, it } from 'vitest';
import { bannerCardsOf, bannerOf } from './banner';

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

describe('bannerCardsOf', () => {
  it('pairs each heading with its text and a safe link, leaving out links a browser would run', () => {
    expect(
      bannerCardsOf({
        banner_main_heading: '["Winter", "", "Fridays", "Elsewhere"]',
        banner_discription: '["Book early", null, null]',
        banner_links: '["/treatments", null, "javascript:alert(1)", "https://example.org/x"]',
      }),
    ).toEqual([
      { heading: 'Winter', description: 'Book early', link: '/treatments' },
      { heading: 'Fridays', description: null, link: null },
      { heading: 'Elsewhere', description: null, link: 'https://example.org/x' },
    ]);
    expect(bannerCardsOf({})).toEqual([]);
  });
});

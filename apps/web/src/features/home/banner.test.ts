import { describe, expect, it } from 'vitest';
import { activeDoctors, bannerOf, doctorName, teamId } from './banner';

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

describe('doctors on the home page', () => {
  it('keeps status "1" only, and names a doctor or gives the team id', () => {
    const docs = [
      { id: 1, status: '1' },
      { id: 2, status: '0' },
      { id: 3, status: 1 },
    ];
    expect(activeDoctors(docs).map((d) => d.id)).toEqual([1, 3]);
    expect(doctorName({ doctor_name: ' ', display_name: 'Dr. Levi' })).toBe('Dr. Levi');
    expect(doctorName({ doctor_name: null, display_name: null })).toBeNull();
    expect(teamId({ id: 4, team_member_id: 7 })).toBe('7');
    expect(teamId({ id: 4 })).toBe('4');
  });
});

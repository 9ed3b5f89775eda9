import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHomeContent } from '@clinic/contract/staff/staff-content';
import { type ClinicSetupWorld, clinicSetupWorld, expectOwnersOnly } from '../helpers/clinic-setup';

let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

const templateData = async (lang: string) => (await world.patientGet('/api/get_template', lang)).json().template_data;
const list = (json: string) => JSON.parse(json) as unknown[];

describe('the home page content', () => {
  it('sets banners and the about text per language; the patient site falls back to the default language', async () => {
    const res = await world.owner.patch('/api/staff/clinic/home', {
      banners: [
        {
          title: { en: 'Winter check-ups', he: 'בדיקות חורף' },
          text: { en: 'Book before the holidays.' },
          link: '/treatments',
        },
        { title: 'Open on Fridays' },
      ],
      about_heading: { en: 'About us', he: 'עלינו' },
      about_text: { en: '<p>Family care <strong>since 1990</strong>.</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZHomeContent.parse(res.json())).toMatchObject({
      banners: [
        {
          title: { en: 'Winter check-ups', he: 'בדיקות חורף' },
          text: { en: 'Book before the holidays.' },
          link: '/treatments',
        },
        { title: { en: 'Open on Fridays' }, text: null, link: null },
      ],
      about_heading: { en: 'About us', he: 'עלינו' },
      about_text: { en: '<p>Family care <strong>since 1990</strong>.</p>' },
    });
    expect((await world.owner.get('/api/staff/clinic/home')).json()).toEqual(res.json());

    const en = await templateData('en');
    expect(list(en.banner_main_heading)).toEqual(['Winter check-ups', 'Open on Fridays']);
    expect(list(en.banner_links)).toEqual(['/treatments', null]);
    expect(en.aboutus_discription).toBe('<p>Family care <strong>since 1990</strong>.</p>');
    const he = await templateData('he');
    expect(list(he.banner_main_heading)).toEqual(['בדיקות חורף', 'Open on Fridays']);
    // No Hebrew text: the clinic's default language (English) stands in.
    expect(list(he.banner_discription)).toEqual(['Book before the holidays.', null]);
    expect(he.aboutus_main_heading).toBe('עלינו');
    expect(he.aboutus_discription).toBe('<p>Family care <strong>since 1990</strong>.</p>');

    const [entry] = await world.auditOf('clinic.home_changed');
    expect(entry).toMatchObject({ targetType: 'clinic', targetId: world.tenant.id, after: res.json() });
  });

  it("changes only the parts sent; empty banners and a null about text bring back the site's own", async () => {
    const about = await world.owner.patch('/api/staff/clinic/home', { about_text: 'Plain words' });
    expect(about.json().about_text).toEqual({ en: 'Plain words' });
    expect(about.json().banners).toHaveLength(2);
    const cleared = await world.owner.patch('/api/staff/clinic/home', { banners: [], about_text: null });
    expect(cleared.json()).toMatchObject({ banners: [], about_text: null, about_heading: { en: 'About us' } });
    const en = await templateData('en');
    expect(list(en.banner_main_heading)).toEqual([]);
    expect(en.aboutus_discription).toBeNull();
  });

  it('names the field of bad input: a link that could run script, a missing title, too many banners', async () => {
    const bad = async (body: object, field: string) => {
      const res = await world.owner.patch('/api/staff/clinic/home', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().params?.field).toBe(field);
    };
    await bad({ banners: [{ title: 'Hi', link: 'javascript:alert(1)' }] }, 'banners.0.link');
    await bad({ banners: [{ title: 'Hi', link: '//evil.example' }] }, 'banners.0.link');
    await bad({ banners: [{ text: 'No title' }] }, 'banners.0.title');
    await bad({ banners: Array.from({ length: 6 }, () => ({ title: 'x' })) }, 'banners');
    await bad({ about_text: 'x'.repeat(5001) }, 'about_text');
  });

  it("is the owner's alone, and each clinic's own", async () => {
    await expectOwnersOnly(world, (client) => client.get('/api/staff/clinic/home'));
    await expectOwnersOnly(world, (client) => client.patch('/api/staff/clinic/home', { banners: [] }));
    await world.otherOwner.patch('/api/staff/clinic/home', { banners: [{ title: 'Elsewhere' }] });
    expect(list((await templateData('en')).banner_main_heading)).not.toContain('Elsewhere');
  });
});

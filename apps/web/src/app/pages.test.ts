import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '@clinic/contract/site/pages';
import { PAGE_SEGMENTS, paths } from '../config/paths';

const web = join(import.meta.dirname, '../..');
const languages = readdirSync(join(web, 'src/locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the page list', () => {
  it('names modules and texts the site has, in every language', () => {
    for (const page of Object.values(PAGES)) {
      for (const module of page.modules) expect(existsSync(join(web, module)), module).toBe(true);
      for (const lang of languages)
        for (const ns of page.namespaces)
          expect(existsSync(join(web, `src/locales/${lang}/${ns}.ts`)), `${lang}/${ns}`).toBe(true);
    }
  });

  it('makes the addresses the site links to', () => {
    expect(paths.home('demo')).toBe('/demo/');
    expect(paths.doctor('demo', 4)).toBe('/demo/doctors/4');
    expect(paths.treatments('demo')).toBe('/demo/treatments');
    expect(paths.treatments('demo', 38)).toBe('/demo/treatments?branch=38');
    expect(paths.book('demo', 11, 38)).toBe('/demo/treatments/11/book?branch=38');
    expect(paths.myAppointments('demo')).toBe('/demo/my_appointments');
    expect(PAGE_SEGMENTS).toEqual(['doctors', 'clinics', 'treatments', 'contact', 'login', 'my_appointments']);
  });
});

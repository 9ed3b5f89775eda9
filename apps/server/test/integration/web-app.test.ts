import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant, tenantFixture } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// A built site as Vite leaves it: index.html, a hashed asset with its precompressed copy, and the list of the
// files each page needs (apps/web/vite.config.ts, pagePreloads).
const STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Clinic</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    ${STYLESHEET_LINK}
  </head>
  <body><div id="root"><div class="boot-shell"></div></div></body>
</html>
`;
const CSS = 'body{margin:0}.card{color:#0f766e}';
/** index.html as every page carries it: its stylesheet written in. */
const SERVED_HTML = INDEX_HTML.replace(STYLESHEET_LINK, `<style>${CSS}</style>`);
// The site's server-side entry (apps/web/src/entry-server.tsx) as a stand-in that shows what it was given; it
// cannot draw the clinics page.
const RENDERER = `export async function renderFirstScreen(page) {
  if (page.url.endsWith('/clinics')) throw new Error('cannot draw');
  return '<main data-drawn="' + page.key + ' ' + page.lang + '">' + page.url + ' ' + Object.keys(page.answers) + '</main>';
}
`;
const PRELOADS = {
  '': { modules: ['assets/home-page-1.js'], texts: { en: ['assets/home-en.js'], he: ['assets/home-he.js'] } },
  'treatments/:treatmentId/book': {
    modules: ['assets/booking-page-1.js'],
    texts: { en: ['assets/booking-en.js'], he: ['assets/booking-he.js'] },
  },
};
const SCRIPT = 'export const answer = 42;\n'.repeat(100);

let database: Database;
let app: FastifyInstance;
let webDist: string;
let en: Awaited<ReturnType<typeof createTenant>>;
let he: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets/index-abc.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets/index-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDist, '.vite/page-preloads.json'), JSON.stringify(PRELOADS));
  writeFileSync(join(webDist, 'assets/index-abc.css'), CSS);
  mkdirSync(join(webDist, '.ssr'));
  writeFileSync(join(webDist, '.ssr/entry-server.js'), RENDERER);
  database = await createTestDatabase();
  const base = tenantFixture();
  en = await createTenant(database.db, {
    template: { ...base.template, banner_images: ['/images/banners/first.svg', '/images/banners/second.svg'] },
    treatments: base.treatments.map((t, i) => (i === 0 ? { ...t, images: ['/images/treatments/first.svg'] } : t)),
  });
  he = await createTenant(database.db, {
    lang: 'he',
    // A name that would end the data block if it were pasted in as it is.
    name: { en: 'Shalom </script><script>alert(1)</script>', he: 'מרפאת </script> שלום' },
  });
  app = await buildTestApp(database, { config: { webDist } });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'identity' } });
const api = (url: string, token: string, lang: string) =>
  app.inject({ url, headers: { 'x-tenant-token': token, 'accept-language': lang } });
/** The JSON of a data block, read the way the browser reads it (textContent, then JSON.parse). */
const dataBlock = (html: string, id: string) => {
  const match = new RegExp(`<script id="${id}" type="application/json"([^>]*)>([^<]*)</script>`).exec(html);
  return match ? { attributes: match[1]!, value: JSON.parse(match[2]!) as Record<string, unknown> } : undefined;
};

describe('clinic pages', () => {
  it("carry the clinic's configuration and template answers, its language and its name", async () => {
    const res = await page(`/${en.key}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`<title>Clinic ${en.key}</title>`);
    expect(dataBlock(html, 'tenant-config')?.value).toEqual((await page(`/api/config?user=${en.key}`)).json());
    const answers = dataBlock(html, 'page-answers')!;
    expect(answers.attributes).toContain(`data-user="${en.key}"`);
    expect(answers.attributes).toContain('data-lang="en"');
    expect(answers.value).toEqual({ '/api/get_template': (await api('/api/get_template', en.token, 'en')).json() });
  });

  it('name the home page banner and its own code and texts for the browser to fetch at once', async () => {
    const html = (await page(`/${en.key}`)).body;
    expect(html).toContain('<link rel="preload" as="image" href="/images/banners/first.svg" fetchpriority="high" />');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-page-1.js" />',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-en.js" />');
    expect(html).not.toContain('home-he.js');
    expect(html).not.toContain('booking-page-1.js');
  });

  it('carry the answers of the calls the first screen of the treatments and booking pages makes', async () => {
    const list = (await page(`/${en.key}/treatments`)).body;
    expect(dataBlock(list, 'page-answers')?.value['/api/treatments']).toEqual(
      (await api('/api/treatments', en.token, 'en')).json(),
    );
    // The first card's picture is the largest thing on that screen.
    expect(list).toContain(
      '<link rel="preload" as="image" href="/images/treatments/first.svg" fetchpriority="high" />',
    );
    // Filtered or another page: another first card, so no guess.
    expect((await page(`/${en.key}/treatments?branch=39`)).body).not.toContain('rel="preload" as="image"');

    const booking = (await page(`/${en.key}/treatments/11/book?branch=38`)).body;
    const answers = dataBlock(booking, 'page-answers')!.value;
    expect(answers['/api/treatments/11']).toEqual((await api('/api/treatments/11', en.token, 'en')).json());
    expect(answers['/api/clinics']).toEqual((await api('/api/clinics', en.token, 'en')).json());
    expect(booking).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/booking-page-1.js" />',
    );
  });

  it('leave out an answer the call would refuse, so that the page asks and shows the error', async () => {
    const html = (await page(`/${en.key}/treatments/9999/book?branch=38`)).body;
    expect(Object.keys(dataBlock(html, 'page-answers')!.value)).toEqual([
      '/api/get_template',
      '/api/clinics',
      '/api/doctors',
    ]);
  });

  it('start a Hebrew clinic right to left, in Hebrew, and keep its texts inside the data block', async () => {
    const html = (await page(`/${he.key}/`)).body;
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<title>מרפאת &#60;/script&#62; שלום</title>');
    expect(html.match(/<\/script>/g)).toHaveLength(3); // the module script and the two data blocks
    const answers = dataBlock(html, 'page-answers')!;
    expect(answers.attributes).toContain('data-lang="he"');
    expect(answers.value['/api/get_template']).toEqual((await api('/api/get_template', he.token, 'he')).json());
  });

  it("open in the visitor's chosen language (the site's cookie) when the clinic offers it, else in the clinic's", async () => {
    const chosen = (lang: string) =>
      app.inject({ url: `/${en.key}/`, headers: { 'accept-encoding': 'identity', cookie: `theme=x; lang=${lang}` } });
    const hebrew = await chosen('he');
    expect(hebrew.headers.vary).toContain('cookie');
    expect(hebrew.body).toContain('<html lang="he" dir="rtl">');
    expect(hebrew.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-he.js" />',
    );
    const answers = dataBlock(hebrew.body, 'page-answers')!;
    expect(answers.attributes).toContain('data-lang="he"');
    expect(answers.value['/api/get_template']).toEqual((await api('/api/get_template', en.token, 'he')).json());
    // A language this clinic does not offer (its default list is English and Hebrew), or no language at all.
    for (const other of ['ar', 'xx', '%E0%A4%A']) {
      const html = (await chosen(other)).body;
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(dataBlock(html, 'page-answers')!.attributes).toContain('data-lang="en"');
    }
  });

  it("show a clinic's untranslated texts in its own language, as the site's calls do (Hebrew to an Arabic reader)", async () => {
    const shalom = await createTenant(database.db, { lang: 'he', languages: ['he', 'en', 'ar', 'ru'] });
    const res = await app.inject({
      url: `/${shalom.key}/treatments/11/book?branch=38`,
      headers: { 'accept-encoding': 'identity', cookie: 'lang=ar' },
    });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(`data-drawn="${shalom.key} ar"`);
    const answers = dataBlock(res.body, 'page-answers')!.value;
    const clinics = (await api('/api/clinics', shalom.token, 'ar')).json() as { data: { name: string }[] };
    expect(clinics.data[0]!.name).toBe('סניף ראשי');
    expect(answers['/api/clinics']).toEqual(clinics);
    const treatment = (await api('/api/treatments/11', shalom.token, 'ar')).json() as { data: { name: string } };
    expect(treatment.data.name).toBe('ניקוי');
    expect(answers['/api/treatments/11']).toEqual(treatment);
    const template = answers['/api/get_template'] as { user_template: { name: string } };
    expect(template.user_template.name).toBe(`מרפאה ${shalom.key}`);
  });

  it('are compressed when the browser accepts it', async () => {
    const res = await app.inject({ url: `/${en.key}/treatments`, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('id="page-answers"');
  });
});

describe("a clinic page's first screen", () => {
  it("is drawn into the page by the site's server-side code, from the answers the page carries", async () => {
    const html = (await page(`/${en.key}/treatments?page=2`)).body;
    expect(html).toContain(
      `<div id="root"><main data-drawn="${en.key} en">/${en.key}/treatments?page=2 /api/get_template,/api/treatments</main></div>`,
    );
    expect(html).not.toContain('boot-shell');
    const hebrew = (await page(`/${he.key}/`)).body;
    expect(hebrew).toContain(`<main data-drawn="${he.key} he">`);
  });

  it('is left to the script where it cannot be drawn, and on addresses that are not clinic pages', async () => {
    const clinics = (await page(`/${en.key}/clinics`)).body;
    expect(clinics).toContain('<div class="boot-shell"></div>');
    expect(dataBlock(clinics, 'page-answers')?.value['/api/clinics']).toBeDefined();
    for (const url of [`/${en.key}/staff`, `/${en.key}/embed`, `/${en.key}/no-such-page`]) {
      const html = (await page(url)).body;
      expect(html).toContain('<div class="boot-shell"></div>');
      expect(html).not.toContain('data-drawn');
    }
  });

  it("is painted with the site's stylesheet written into the page, which the CSP allows by its hash alone", async () => {
    const res = await page(`/${en.key}/`);
    expect(res.body).toContain(`<style>${CSS}</style>`);
    expect(res.body).not.toContain(STYLESHEET_LINK);
    const styleSrc = /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(CSS).digest('base64')}'`);
    expect(styleSrc).not.toContain('unsafe-inline');
  });
});

describe('other addresses', () => {
  it('give an unknown clinic the plain page, which shows its own not-found screen', async () => {
    const res = await page('/no-such-clinic/treatments');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SERVED_HTML);
  });

  it('answer a missing file or API call with the JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/assets/missing.js', '/.ssr/entry-server.js']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: 0 });
    }
  });

  it('serve built assets in their precompressed form, cached for good', async () => {
    const res = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });
});

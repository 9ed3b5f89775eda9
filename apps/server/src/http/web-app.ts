import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TLang } from '@clinic/contract/core/common';
import { isRightToLeft } from '@clinic/contract/site/languages';
import type { TGetTemplateResponse } from '@clinic/contract/site/get-template';
import { firstScreenCalls } from '@clinic/contract/site/first-screen-calls';
import { type FirstScreenCallName, type PagePath, matchPage } from '@clinic/contract/site/pages';
import type { TGetConfigResponse } from '@clinic/contract/site/get-config';
import type { TenantRow } from '../db/tenant-row';
import { loggableError } from '../lib/loggable-error';
import { type Wanted, clinicTextLanguages } from '../lib/localize';
import { pageLanguage } from './page-language';
import { allowFramingBy } from './embed/embed-routes';
import { originOf } from './origin';
import { errorEnvelope } from './error-handler';
import { firstScreenDrawer } from './first-screen';
import type { SiteStylesheet } from './site-stylesheet';
import { timeAsStaticFiles } from './metrics';

/** JSON that cannot close the script element it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TENANT_KEY = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

/** The first image of a list that the legacy wire shape may send JSON-encoded. */
function firstImage(list: unknown): string | undefined {
  let items = list;
  if (typeof list === 'string') {
    try {
      items = JSON.parse(list);
    } catch {
      return undefined;
    }
  }
  const first = Array.isArray(items) ? items.find((x) => typeof x === 'string' && x.trim() !== '') : undefined;
  return typeof first === 'string' ? first.trim() : undefined;
}

/**
 * The image that is the largest thing on the page's first screen, as the page will show it: the home page's
 * banner, the first card of the unfiltered treatments list, the first clinic's picture, a treatment's own picture.
 */
function firstScreenImage(
  page: PagePath | undefined,
  hasQuery: boolean,
  answers: Partial<Record<FirstScreenCallName, unknown>>,
): string | undefined {
  const dataOf = (call: FirstScreenCallName) => (answers[call] as { data?: unknown } | undefined)?.data;
  if (page === '') return firstImage((answers.getTemplate as TGetTemplateResponse).template_data.banner_images);
  if (page === 'treatments' && !hasQuery) {
    const list = dataOf('getTreatments');
    return Array.isArray(list) ? firstImage((list[0] as { images?: unknown } | undefined)?.images) : undefined;
  }
  if (page === 'clinics') {
    const list = dataOf('getClinics');
    return Array.isArray(list) ? firstImage([(list[0] as { image?: unknown } | undefined)?.image]) : undefined;
  }
  if (page === 'treatments/:id')
    return firstImage((dataOf('getTreatment') as { images?: unknown } | undefined)?.images);
  return undefined;
}

/** Per page of PAGES, the built files its screen needs: written by the web build. */
type PagePreloads = Partial<Record<PagePath, { modules: string[]; texts: Record<string, string[]> }>>;

function readPagePreloads(root: string): PagePreloads {
  const file = join(root, '.vite/page-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreloads) : {};
}

/** The files of the page's screen and of its texts in `lang`, when the build listed the page. */
function preloadsOf(preloads: PagePreloads, page: PagePath | undefined, lang: TLang): string[] {
  const files = page === undefined ? undefined : preloads[page];
  return files ? [...files.modules, ...(files.texts[lang] ?? [])] : [];
}

/** Catalog ids as a page's address carries them: a page with another parameter gets only the shell's answers. */
const CATALOG_ID = /^\d{1,9}$/;

/**
 * What the page's first screen needs from the server, put into the HTML so that the browser does not wait for
 * the script to ask: the tenant's /api/config answer, and the answers of the calls the screen makes (always
 * /api/get_template) in the clinic's own language (data blocks, not scripts: CSP allows no inline code); the
 * language and direction on <html>, the clinic's name as the title, a preload of the image that is the largest
 * thing painted, and modulepreload links for the page's own code and texts.
 */
function pageHtml(
  indexHtml: string,
  page: {
    config: unknown;
    template: TGetTemplateResponse;
    answers: Record<string, unknown>;
    key: string;
    lang: TLang;
    image: string | undefined;
    preloads: string[];
  },
) {
  const { key, lang } = page;
  const head: string[] = [
    `<script id="tenant-config" type="application/json">${scriptSafeJson(page.config)}</script>`,
    `<script id="page-answers" type="application/json" data-user="${escapeHtml(key)}" data-lang="${lang}">${scriptSafeJson(page.answers)}</script>`,
  ];
  // The page's own code and texts download beside the main script rather than after it has run, and after what
  // the first paint needs (the screen is drawn into the page): low priority.
  head.unshift(
    ...page.preloads.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(file)}" />`,
    ),
  );
  if (page.image)
    head.unshift(`<link rel="preload" as="image" href="${escapeHtml(page.image)}" fetchpriority="high" />`);
  const name = page.template.user_template.name;
  return indexHtml
    .replace('<html lang="en" dir="ltr">', `<html lang="${lang}" dir="${isRightToLeft(lang) ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[^<]*<\/title>/, name ? `<title>${escapeHtml(name)}</title>` : '$&')
    .replace('</head>', `${head.join('')}</head>`);
}

/** What a clinic page's first screen asks of the tenants module (its service). */
type FirstScreenClinic = {
  config(key: string, apiUrl: string): Promise<TGetConfigResponse>;
  template(tenant: TenantRow, lang: TLang): Promise<TGetTemplateResponse>;
};
/** What a clinic page's first screen asks of the catalog module (its service); the answers go into the page. */
type FirstScreenCatalog = {
  treatments(tenantId: number, lang: Wanted): Promise<unknown>;
  treatment(tenantId: number, id: number, lang: Wanted): Promise<unknown>;
  branches(tenant: TenantRow, lang: Wanted): Promise<unknown>;
  doctors(tenantId: number, lang: Wanted): Promise<unknown>;
};

/**
 * One process serves the built site too, with the SPA fallback for its routes. A clinic page comes with
 * what its first screen needs (see pageHtml), which saves the first round trips of every visit.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDist: string | undefined;
    siteStylesheet: SiteStylesheet | undefined;
    tenants: FirstScreenClinic;
    catalog: FirstScreenCatalog;
    tenantRows: { findByKey(key: string): Promise<TenantRow | undefined> };
    publicUrl: string | undefined;
  },
) {
  const root = options.webDist ? resolve(options.webDist) : undefined;
  const indexFile = root ? join(root, 'index.html') : undefined;
  const builtHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // Every page carries the stylesheet itself: the first paint waits for no other file.
  const { siteStylesheet } = options;
  const indexHtml = siteStylesheet ? builtHtml?.replace(siteStylesheet.link, siteStylesheet.style) : builtHtml;
  const pagePreloads = root && indexHtml ? readPagePreloads(root) : {};
  const drawFirstScreen = root && indexHtml ? firstScreenDrawer(root) : undefined;
  if (root && indexHtml) {
    // In a scope of their own, so that the metrics time all of the files under one label.
    await app.register(async (files) => {
      timeAsStaticFiles(files);
      await files.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset, compressed harder than a request could afford.
        preCompressed: true,
        setHeaders: (res, path) => {
          // Vite names assets by content hash, so they never change; index.html must always revalidate.
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  const { tenants, catalog } = options;
  /**
   * The answer each first-screen call would give this tenant in this language: the clinic's texts in the page's
   * language, else the clinic's own, as the site's own calls answer them (contentLanguages).
   */
  const answerOf: {
    [N in FirstScreenCallName]: (tenant: TenantRow, lang: TLang, params: Record<string, string>) => Promise<unknown>;
  } = {
    getTemplate: (tenant, lang) => tenants.template(tenant, lang),
    getTreatments: async (tenant, lang) => ({
      success: 1,
      data: await catalog.treatments(tenant.id, clinicTextLanguages(lang, tenant)),
    }),
    getTreatment: async (tenant, lang, params) => ({
      success: 1,
      data: await catalog.treatment(tenant.id, Number(params.id), clinicTextLanguages(lang, tenant)),
    }),
    getClinics: async (tenant, lang) => ({
      success: 1,
      data: await catalog.branches(tenant, clinicTextLanguages(lang, tenant)),
    }),
    getDoctors: async (tenant, lang) => ({
      success: 1,
      data: await catalog.doctors(tenant.id, clinicTextLanguages(lang, tenant)),
    }),
  };

  const renderPage = async (
    html: string,
    request: FastifyRequest,
    { key, address, origin }: { key: string; address: string; origin: string },
  ) => {
    const { url, log } = request;
    const hasQuery = url.includes('?');
    if (!TENANT_KEY.test(key)) return html;
    const tenant = await options.tenantRows.findByKey(key);
    if (!tenant) return html;
    // The answers in the language the page opens in: the visitor's choice, else the clinic's own.
    const lang: TLang = pageLanguage(request.headers.cookie, tenant);
    const page = matchPage(address);
    const calls = firstScreenCalls(
      page && Object.values(page.params).every((value) => CATALOG_ID.test(value)) ? page : undefined,
    );
    const [config, ...answers] = await Promise.all([
      tenants.config(key, origin),
      // A call that fails is left to the page to make.
      ...calls.map((call) => answerOf[call.name](tenant, lang, call.params).catch(() => undefined)),
    ]);
    const byName: Partial<Record<FirstScreenCallName, unknown>> = {};
    const embedded: Record<string, unknown> = {};
    calls.forEach((call, i) => {
      if (!answers[i]) return;
      byName[call.name] = answers[i];
      embedded[call.path] = answers[i];
    });
    if (!byName.getTemplate) return html;
    const withData = pageHtml(html, {
      config,
      template: byName.getTemplate as TGetTemplateResponse,
      answers: embedded,
      key,
      lang,
      image: firstScreenImage(page?.path, hasQuery, byName),
      preloads: preloadsOf(pagePreloads, page?.path, lang),
    });
    if (!page || !drawFirstScreen) return withData;
    // The page still works with its boot shell: the script draws the screen.
    return drawFirstScreen(withData, { url, key, lang, config, answers: embedded }).catch((error: unknown) => {
      log.warn({ err: loggableError(error) }, 'first screen not drawn');
      return withData;
    });
  };

  /** The clinic's booking for other sites: framable by its listed origins, which the page reads to answer them. */
  const embedPage = async (reply: FastifyReply, html: string, key: string) => {
    const tenant = TENANT_KEY.test(key) ? await options.tenantRows.findByKey(key).catch(() => undefined) : undefined;
    const origins = tenant?.embedOrigins ?? [];
    allowFramingBy(reply, origins);
    const block = `<script id="embed-origins" type="application/json">${scriptSafeJson(origins)}</script>`;
    return html.replace('</head>', `${block}</head>`);
  };

  if (indexHtml) {
    // Every page address of the single-page site gets index.html (files and the API have their own routes).
    // A route rather than the not-found handler, so that the page is compressed like every other answer.
    app.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
      const [, first = '', ...rest] = path.split('/');
      let key = '';
      try {
        key = decodeURIComponent(first);
      } catch {
        // not a clinic's address
      }
      const address = rest.join('/').replace(/\/$/, '');
      const origin = originOf(request, options.publicUrl);
      let html = await renderPage(indexHtml, request, { key, address, origin }).catch((error) => {
        // The page still works without the embedded answers: the script asks for them.
        request.log.warn({ err: loggableError(error) }, 'page data not embedded');
        return indexHtml;
      });
      if (address === 'embed') html = await embedPage(reply, html, key);
      // Its language follows the visitor's language cookie.
      reply.header('vary', 'cookie');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply
      .status(404)
      .send(errorEnvelope(request, { code: 'NOT_FOUND', detail: `Not found: ${request.method} ${path}` }));
  });
}

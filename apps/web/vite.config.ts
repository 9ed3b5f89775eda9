import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Plugin, type Rolldown, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// By its file, so that it is bundled with the config: Vite leaves package imports to Node, which loads no TypeScript.
import { PAGES } from '../../packages/contract/src/site/pages.ts';

/** The site's code, which the page's entry (src/boot.ts) starts. */
const APP_MODULE = 'src/main.tsx';

/**
 * Writes a .br (Brotli at its best quality) and a .gz beside every built asset worth compressing; the server
 * sends them as they are (@fastify/static preCompressed). Compressing on each request has to be quick, so it
 * is light: Brotli at quality 11 makes the first load's JavaScript about a seventh smaller than that.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'clinic:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files) {
        if (!/\.(js|css|svg|json)$/.test(file) || file.startsWith('.vite')) continue;
        const path = join(outDir, file);
        const body = readFileSync(path);
        if (body.length < 1024) continue;
        const br = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        writeFileSync(`${path}.br`, br);
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Lists, for each page of PAGES, the built files its screen needs beyond the main script's (its chunks
 * and their imports, and its texts' chunks per language), in .vite/page-preloads.json. The server names them
 * in that page's HTML as modulepreload links (apps/server/src/http/web-app.ts).
 */
function pagePreloads(): Plugin {
  let root = '';
  return {
    name: 'clinic:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const chunkOf = (module: string) => {
        const id = join(root, module);
        const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`page-preloads: no chunk holds ${module}`);
        return chunk;
      };
      const withImports = (chunk: Rolldown.OutputChunk, files = new Set<string>()) => {
        if (files.has(chunk.fileName)) return files;
        files.add(chunk.fileName);
        for (const file of chunk.imports) withImports(bundle[file] as Rolldown.OutputChunk, files);
        return files;
      };
      // The entry's files, which index.html names, and the site's code, which the entry asks for: no page lists them.
      const firstLoad = withImports(chunks.find((c) => c.isEntry)!);
      withImports(chunkOf(APP_MODULE), firstLoad);
      const filesOf = (modules: readonly string[]) => [
        ...new Set(modules.flatMap((m) => [...withImports(chunkOf(m))]).filter((file) => !firstLoad.has(file))),
      ];
      const languages = readdirSync(join(root, 'src/locales'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      const pages = Object.fromEntries(
        Object.entries(PAGES).map(([path, page]) => [
          path,
          {
            modules: filesOf(page.modules),
            texts: Object.fromEntries(
              languages.map((lang) => [lang, filesOf(page.namespaces.map((ns) => `src/locales/${lang}/${ns}.ts`))]),
            ),
          },
        ]),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/page-preloads.json', source: JSON.stringify(pages, null, 1) });
    },
  };
}

/**
 * Code the page's first paint does not need (the server drew it) downloads after what it does need: its
 * modulepreload links ask for low priority. The server's links for a page's own code do the same.
 */
const lowPriorityPreloads = (html: string) =>
  html.replaceAll(
    '<link rel="modulepreload" crossorigin href=',
    '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
  );

/**
 * The site's code (src/main.tsx and what it imports statically) runs before anything is interactive, so it goes
 * out as one chunk: left to itself the bundler cuts it into a handful of small files (the parts lazy screens
 * share), and on a slow connection each file costs a round trip. Lazy screens import from that chunk; likewise
 * src/lib's helpers. The page's entry (src/boot.ts) asks for it once the page has painted.
 */
function firstLoadChunk() {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'clinic:first-load',
    apply: 'build',
    buildEnd() {
      const app = [...this.getModuleIds()].find((id) => id.endsWith(APP_MODULE));
      if (!app) this.error(`first-load: no ${APP_MODULE}`);
      const visit = (id: string) => {
        if (firstLoad.has(id)) return;
        firstLoad.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      visit(app);
    },
    // The site's code is asked for once the page has painted (src/boot.ts), not named in index.html: loaded before
    // the paint it would compete with the page's own HTML and images.
    transformIndexHtml: { order: 'post', handler: lowPriorityPreloads },
  };
  return {
    plugin,
    groups: [
      // The bundler's own helpers (ids starting with a NUL), which the entry uses before the site's code runs.
      { name: 'vite', test: (id: string) => id.startsWith('\0vite/') },
      // With it, the one-line helper of the parts that first screens load later (it would bring src/lib's chunk).
      { name: 'app', test: (id: string) => firstLoad.has(id) || id.endsWith('/src/lib/lazy-part.ts') },
      // The small helpers of src/lib that the browsing screens share (catalog, formatting): one chunk of a few
      // KB rather than a file each. Payments, identity and error texts stay with the screens that book, log in or
      // fail; family members, opening hours and the clinic's week with the screens that use them; staff HTML's cleaning
      // (markup/sanitize, with DOMPurify) with the screens that show it.
      {
        name: 'lib',
        test: (id: string) =>
          id.includes('/apps/web/src/lib/') &&
          !/\/lib\/(payments|identity|errors|family|opening-hours)\/|markup\/sanitize|clinic-week|price/.test(id) &&
          !firstLoad.has(id),
      },
    ],
  };
}
const firstLoad = firstLoadChunk();

/**
 * In the server's copy of the site, a module with a `.server.ts` beside it is that file instead: the same
 * functions written for a server, which has no DOM (src/lib/markup).
 */
function serverVariants(): Plugin {
  return {
    name: 'clinic:server-variants',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const variant = resolved?.id.replace(/\.tsx?$/, '.server.ts');
      return variant && variant !== resolved?.id && existsSync(variant) ? variant : resolved;
    },
  };
}

/**
 * The server's copy of the site (`vite build --ssr`): entry-server.tsx, with everything it imports, as one file in
 * dist/.ssr (each lazy screen a chunk of its own, loaded when first drawn), from which the server draws a clinic
 * page's first screen (apps/server/src/http/first-screen.ts). Self-contained, so that a copy of dist elsewhere
 * (WEB_DIST) works without this folder's node_modules.
 */
const serverBuild = defineConfig({
  plugins: [react(), serverVariants()],
  publicDir: false,
  // React's production build, whatever the server's NODE_ENV: the development one would write its stacks into pages.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist/.ssr',
    target: 'node24',
    sourcemap: false,
  },
});

export default defineConfig((env) =>
  env.isSsrBuild
    ? serverBuild
    : {
        plugins: [react(), tailwindcss(), firstLoad.plugin, pagePreloads(), precompress()],
        server: { proxy: { '/api': 'http://localhost:3000' } },
        build: {
          target: 'es2022',
          // Every browser the site supports knows modulepreload (one that does not just fetches later).
          modulePreload: { polyfill: false },
          sourcemap: false,
          chunkSizeWarningLimit: 400,
          rolldownOptions: { output: { codeSplitting: { groups: firstLoad.groups } } },
        },
      },
);

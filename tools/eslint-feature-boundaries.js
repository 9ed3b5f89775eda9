import path from 'node:path';

/**
 * The site's layers in apps/web/src, lowest first, by top folder; the files at the top of src (main.tsx) are the
 * app's. A file imports only its own layer and the layers before it, and a feature (one folder of features/)
 * never imports another feature.
 */
const LAYERS = [
  // The ui kit and infrastructure; lib/catalog and lib/tenant hold the domain's types and queries (entities).
  { name: 'shared', folders: ['config', 'locales', 'lib', 'components', 'test'] },
  // One user-facing screen or flow each, its page (`*-page.tsx`) included.
  { name: 'features', folders: ['features'] },
  // The router, the page screens, the providers.
  { name: 'app', folders: ['app'] },
];

const ORDER = LAYERS.map((layer) => layer.name).join(' → ');

export const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward: '{{from}} must not import {{to}}: the layers go {{order}}, and a layer imports only those before it',
      cross:
        '{{from}} must not import {{to}}: features do not import each other; move the shared part to components/ or lib/',
      unknown: 'src/{{folder}} is in no layer: add it to LAYERS in tools/eslint-feature-boundaries.js',
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
    const at = file.indexOf(marker);
    if (at < 0) return {};
    const root = file.slice(0, at + marker.length);
    /** The layer and area (`features/booking`, `lib`) of a file in src; undefined outside src. */
    const placeOf = (p) => {
      const parts = path.relative(root, p).split(path.sep);
      if (parts[0] === '..' || path.isAbsolute(parts[0])) return undefined;
      if (parts.length === 1) return { layer: LAYERS.length - 1, area: 'app' };
      const layer = LAYERS.findIndex((l) => l.folders.includes(parts[0]));
      return { layer, area: parts[0] === 'features' ? `features/${parts[1]}` : parts[0], folder: parts[0] };
    };
    const from = placeOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.') || from.layer < 0) return;
      const to = placeOf(path.resolve(path.dirname(file), source));
      if (!to) return;
      const data = { from: from.area, to: to.area, order: ORDER, folder: to.folder };
      if (to.layer < 0) context.report({ node, messageId: 'unknown', data });
      else if (to.layer > from.layer) context.report({ node, messageId: 'upward', data });
      else if (LAYERS[to.layer].name === 'features' && to.layer === from.layer && to.area !== from.area)
        context.report({ node, messageId: 'cross', data });
    };
    const withSource = (node) => node.source && check(node.source, node.source.value);
    return {
      Program(node) {
        if (from.layer < 0) context.report({ node, messageId: 'unknown', data: { folder: from.folder } });
      },
      ImportDeclaration: withSource,
      ExportNamedDeclaration: withSource,
      ExportAllDeclaration: withSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
    };
  },
};

import path from 'node:path';

/**
 * Imports flow shared -> features -> app in apps/web/src: a feature never imports another feature,
 * and shared code (components, lib, config, locales) never imports a feature or the app.
 */
export const featureBoundaries = {
  meta: { type: 'problem', schema: [], messages: { cross: '{{from}} must not import {{to}}: {{why}}' } },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
    const at = file.indexOf(marker);
    if (at < 0) return {};
    const root = file.slice(0, at + marker.length);
    const areaOf = (p) => {
      const parts = path.relative(root, p).split(path.sep);
      if (parts[0] === 'features') return `features/${parts[1]}`;
      if (parts.length === 1) return 'app'; // main.tsx and friends wire the app together
      return parts[0];
    };
    const from = areaOf(file);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = areaOf(path.resolve(path.dirname(file), source));
        const report = (why) => context.report({ node, messageId: 'cross', data: { from, to, why } });
        if (from.startsWith('features/') && to.startsWith('features/') && from !== to)
          report('features do not import each other; move the shared part to components/ or lib/');
        else if (!from.startsWith('features/') && from !== 'app' && (to.startsWith('features/') || to === 'app'))
          report('shared code cannot depend on features or the app');
      },
    };
  },
};

import path from 'node:path';

/**
 * The server's modules (apps/server/src/modules/<domain>/) meet only through each other's public files: the
 * module's wiring `<domain>.module.ts`, its services `*.service.ts` and its shared types `*.types.ts`, at the top
 * of its folder. Repositories, helpers and sub-folders are the module's own; what another module needs from them
 * becomes a service method (or a type in `*.types.ts`) passed in through `create(deps)`.
 *
 * Tests in apps/server/test reach tables only through test/helpers/ (the fixtures): a test file there importing a
 * `*.repository.ts` of any module is refused (`import type` is allowed: it reaches no table).
 *
 * Option `allow`: `{ "<domain>": ["<other-domain>/<file>", …] }`, files one module may still import from another,
 * each named in docs/architecture.md.
 */
const PUBLIC = [/\.module$/, /\.service$/, /\.types$/];

const SEP = path.sep;
const MODULES = `${SEP}apps${SEP}server${SEP}src${SEP}modules${SEP}`;
const TESTS = `${SEP}apps${SEP}server${SEP}test${SEP}`;
const HELPERS = `${TESTS}helpers${SEP}`;

/** `{ domain, rest }` of a path inside src/modules (rest: the parts below the module's folder), else undefined. */
function moduleOf(p) {
  const at = p.indexOf(MODULES);
  if (at < 0) return undefined;
  const [domain, ...rest] = p.slice(at + MODULES.length).split(SEP);
  return rest.length ? { domain, rest } : undefined;
}

const stem = (file) => file.replace(/\.(ts|js|tsx)$/, '');

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        'modules/{{from}} must not import modules/{{to}}: another module is reached only through its {{domain}}.module.ts, *.service.ts or *.types.ts (pass its service in through create(deps))',
      testRepository:
        'a test must not import modules/{{to}}: tests reach tables through test/helpers/ (or through HTTP), never a repository',
    },
  },
  create(context) {
    const file = context.filename;
    const allow = context.options[0]?.allow ?? {};
    const from = moduleOf(file);
    const inTests = file.includes(TESTS) && !file.includes(HELPERS);
    if (!from && !inTests) return {};

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(file), source));
      if (!to) return;
      const target = `${to.domain}/${to.rest.map(stem).join('/')}`;
      if (from) {
        if (to.domain === from.domain) return;
        const name = stem(to.rest[0]);
        if (to.rest.length === 1 && PUBLIC.some((re) => re.test(name))) {
          if (!/\.module$/.test(name) || name === `${to.domain}.module`) return;
        }
        if ((allow[from.domain] ?? []).includes(target)) return;
        context.report({
          node: node.source,
          messageId: 'internal',
          data: { from: from.domain, to: target, domain: to.domain },
        });
      } else if (/\.repository$/.test(stem(to.rest.at(-1))) && !isTypeOnly(node)) {
        context.report({ node: node.source, messageId: 'testRepository', data: { to: target } });
      }
    };
    const withSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: withSource,
      ExportNamedDeclaration: withSource,
      ExportAllDeclaration: withSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

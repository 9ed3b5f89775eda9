import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** One glob segment as a regular expression: `*` any run of characters but `/`, `?` one of them. */
function segmentPattern(segment: string): string {
  return segment
    .replace(/[.+^${}()|\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
}

/**
 * The rules of an ignore file (.containerignore, .dockerignore) as a test of a path relative to the context's root:
 * patterns are anchored at the root, `**` stands for any number of folders, and a folder's match takes its contents.
 * Exceptions (`!pattern`) are not supported here: the file has none, and the test says so if one appears.
 */
export function ignoreRules(file: string): (path: string) => boolean {
  if (!existsSync(file)) return () => false;
  const patterns = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      if (line.startsWith('!')) throw new Error(`${file}: exceptions (${line}) are not understood by this test`);
      const segments = line.replace(/^\/+|\/+$/g, '').split('/');
      const source = segments
        .map((segment, i) => {
          const last = i === segments.length - 1;
          if (segment === '**') return last ? '.*' : '(?:.*/)?';
          return segmentPattern(segment) + (last ? '' : '/');
        })
        .join('');
      return new RegExp(`^${source}(?:/.*)?$`);
    });
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/** Copies `from` (a file or a folder) to `to`, leaving out what `ignored` (given paths relative to `root`) names. */
export function copyFiltered(root: string, from: string, to: string, ignored: (path: string) => boolean) {
  const walk = (source: string, target: string) => {
    const path = relative(root, source);
    if (path && ignored(path)) return;
    const stat = lstatSync(source, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      mkdirSync(dirname(target), { recursive: true });
      if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
      else cpSync(source, target);
      return;
    }
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(source)) walk(join(source, name), join(target, name));
  };
  walk(from, to);
}

/**
 * Hard links of a file or a folder's contents (node_modules in 2 s instead of a minute), where links can be made
 * (the same file system), else a plain copy. Only for files nobody writes to: `npm prune` removes links, never
 * changes a file; npm's hidden lockfile, which it rewrites in place, is copied.
 */
export function linkCopy(from: string, to: string) {
  const folder = lstatSync(from).isDirectory();
  mkdirSync(folder ? to : dirname(to), { recursive: true });
  try {
    execFileSync('cp', ['-al', folder ? `${from}/.` : from, to]);
  } catch {
    execFileSync('cp', ['-a', folder ? `${from}/.` : from, to]);
  }
  const hidden = join(to, '.package-lock.json');
  if (folder && existsSync(hidden)) {
    rmSync(hidden);
    cpSync(join(from, '.package-lock.json'), hidden);
  }
}

/** What `npm ci` makes at the top of a node_modules folder besides the packages; anything else there is a cache. */
const NPM_MADE = new Set(['.bin', '.package-lock.json']);

/**
 * A node_modules folder as `npm ci` would have made it: linked, less the caches tools keep there (.cache, .vite, …),
 * which a fresh install has not, and which a build writing through a link would change in this checkout.
 */
export function linkInstalled(from: string, to: string) {
  linkCopy(from, to);
  for (const name of readdirSync(to)) {
    if (name.startsWith('.') && !NPM_MADE.has(name)) rmSync(join(to, name), { recursive: true, force: true });
  }
}

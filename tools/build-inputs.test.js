import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPS, hashInputs, isUpToDate, recordBuild } from './build-inputs.js';

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const [web, server] = APPS;
const hashes = () => ({ web: hashInputs(root, web.inputs), server: hashInputs(root, server.inputs) });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('apps/web/src/main.tsx', 'main');
  write('apps/web/src/main.test.tsx', 'test');
  write('apps/web/index.html', '<html>');
  write('apps/server/src/server.ts', 'server');
  write('packages/contract/src/core/common.ts', 'common');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build inputs', () => {
  it('hash the same for the same tree, and differently once a source is edited, added, renamed or removed', () => {
    const first = hashes();
    expect(hashes()).toEqual(first);
    write('apps/web/src/main.tsx', 'main, edited');
    const edited = hashes();
    expect(edited.web).not.toBe(first.web);
    expect(edited.server).toBe(first.server);
    write('apps/web/src/main.tsx', 'main');
    expect(hashes()).toEqual(first);
    write('apps/server/src/extra.ts', 'extra');
    const added = hashes();
    expect(added.server).not.toBe(first.server);
    renameSync(join(root, 'apps/server/src/extra.ts'), join(root, 'apps/server/src/renamed.ts'));
    expect(hashes().server).not.toBe(added.server);
    rmSync(join(root, 'apps/server/src/renamed.ts'));
    expect(hashes()).toEqual(first);
  });

  it('change for both apps when the contract, the lockfile or the root package.json changes', () => {
    for (const [path, text] of [
      ['packages/contract/src/core/common.ts', 'common, edited'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['package.json', '{"name":"x"}'],
    ]) {
      const before = hashes();
      write(path, text);
      const after = hashes();
      expect(after.web, path).not.toBe(before.web);
      expect(after.server, path).not.toBe(before.server);
    }
  });

  it('ignore tests, which no build reads', () => {
    const first = hashes();
    write('apps/web/src/main.test.tsx', 'test, edited');
    write('apps/server/src/config.test.ts', 'new test');
    expect(hashes()).toEqual(first);
  });
});

describe('a recorded build', () => {
  it('is current for the same inputs while its outputs stay as built; else the app is built again', () => {
    const inputs = hashInputs(root, server.inputs);
    expect(isUpToDate(root, server, inputs)).toBe(false);
    write('apps/server/dist/server.js', 'built');
    recordBuild(root, server, inputs);
    expect(isUpToDate(root, server, inputs)).toBe(true);

    write('apps/server/src/server.ts', 'server, edited');
    expect(isUpToDate(root, server, hashInputs(root, server.inputs))).toBe(false);

    // Built by another command (npm run build -w @clinic/server) or deleted since: not the build recorded.
    utimesSync(join(root, 'apps/server/dist/server.js'), new Date(), new Date(Date.now() + 5_000));
    expect(isUpToDate(root, server, inputs)).toBe(false);
    recordBuild(root, server, inputs);
    expect(isUpToDate(root, server, inputs)).toBe(true);
    rmSync(join(root, 'apps/server/dist'), { recursive: true });
    expect(isUpToDate(root, server, inputs)).toBe(false);
  });

  it('needs every output of the app: the site without its server copy is built again', () => {
    const inputs = hashInputs(root, web.inputs);
    write('apps/web/dist/index.html', 'built');
    recordBuild(root, web, inputs);
    expect(isUpToDate(root, web, inputs)).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZEnv } from './config-env';

/** The variables docs/configuration.md lists: the first cell of each table row. */
const documented = () => {
  const text = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
  return [...text.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]);
};

describe('docs/configuration.md', () => {
  it('lists every variable the server reads, once, and none it does not read', () => {
    const listed = documented();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(ZEnv.shape).sort());
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@clinic/contract/staff/audit-actions';
import { audit } from './en/audit';

/** The text at a dotted key ('visit.booked'), or undefined. */
const textAt = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

// The other languages have exactly English's keys (locales.test.ts), so English stands for all four.
describe('the audit log speaks of every action', () => {
  it('has a label for each action the server records, and none it does not', () => {
    expect(AUDIT_ACTIONS.filter((action) => typeof textAt(audit.actions, action) !== 'string')).toEqual([]);
    const labelled = Object.entries(audit.actions).flatMap(([group, texts]) =>
      Object.keys(texts).map((name) => `${group}.${name}`),
    );
    expect(labelled.sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('names each kind of thing an action is done to', () => {
    expect(Object.keys(audit.targets).sort()).toEqual([...AUDIT_TARGETS].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@clinic/contract/staff/audit-actions';
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

  it('has a sentence for each action, by name rather than by id', () => {
    const sentenceOf = (action: string) => {
      const [group, kind] = action.split('.') as [string, string];
      if (group === 'branch' && (kind === 'closed' || kind === 'reopened'))
        return textAt(audit.sentences.closure, kind);
      return (
        textAt(audit.sentences, action) ??
        textAt(audit.sentences.named, action) ??
        // Said by who and the action alone: nothing more to name (a message, the clinic, one's own login).
        (['message', 'clinic', 'second_factor'].includes(group) ? audit.actions[group as 'clinic'] : undefined)
      );
    };
    expect(AUDIT_ACTIONS.filter((action) => sentenceOf(action) === undefined)).toEqual([]);
  });
});

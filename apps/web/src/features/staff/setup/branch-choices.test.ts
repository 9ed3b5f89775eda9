import { describe, expect, it } from 'vitest';
import { choosableBranches } from './branch-choices';

const branches = [
  { id: 1, archived: false, name: 'Main' },
  { id: 2, archived: true, name: 'Old town' },
  { id: 3, archived: false, name: 'North' },
];
const nameOf = (branch: { name: string }) => branch.name;

describe('the branches a setup form offers', () => {
  it('leaves archived branches out of a new record’s choice', () => {
    expect(choosableBranches(branches, undefined, nameOf, '(archived)')).toEqual([
      { id: 1, name: 'Main' },
      { id: 3, name: 'North' },
    ]);
  });

  it('keeps an archived branch the record already names, marked as archived', () => {
    expect(choosableBranches(branches, [2, 3], nameOf, '(archived)')).toEqual([
      { id: 1, name: 'Main' },
      { id: 2, name: 'Old town (archived)' },
      { id: 3, name: 'North' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Clinic } from '../../lib/catalog/get-clinics';
import { DEFAULT_BRANCH_ID, needsClinicList, resolveBookNow } from './book-now';

const clinic = (id: string): Clinic => ({ id, name: `Branch ${id}`, schedule: [] });
const clinics = [clinic('38'), clinic('39'), clinic('40')];

describe('resolveBookNow on the treatments list', () => {
  const list = (treatmentBranches: string[], branchParam: string | null = null) =>
    ({ mode: 'list', branchParam, treatmentBranches }) as const;

  it('rule 1: a branch query goes straight to booking at that branch, without the clinic list', () => {
    expect(needsClinicList(list(['39', '40'], '40'))).toBe(false);
    expect(resolveBookNow(list(['39', '40'], '40'), null)).toEqual({ kind: 'book', branchId: '40' });
  });

  it('rule 2: otherwise the clinic list is needed and only the branches of the treatment count', () => {
    expect(needsClinicList(list(['38']))).toBe(true);
    expect(resolveBookNow(list(['38', '99']), clinics)).toEqual({ kind: 'book', branchId: '38' });
  });

  it('rule 3: one branch goes straight to booking', () => {
    expect(resolveBookNow(list(['39']), clinics)).toEqual({ kind: 'book', branchId: '39' });
  });

  it('rule 4: several branches open the picker with those branches in list order', () => {
    expect(resolveBookNow(list(['40', '38']), clinics)).toEqual({ kind: 'pick', branches: [clinics[0], clinics[2]] });
  });

  it('rule 5: no branches opens the no-branches popup', () => {
    expect(resolveBookNow(list([]), clinics)).toEqual({ kind: 'no-branches' });
    expect(resolveBookNow(list(['77']), clinics)).toEqual({ kind: 'no-branches' });
  });

  it('rule 6: when loading the clinics failed, branch 38', () => {
    expect(DEFAULT_BRANCH_ID).toBe('38');
    expect(resolveBookNow(list(['39', '40']), null)).toEqual({ kind: 'book', branchId: '38' });
    expect(resolveBookNow(list([]), null)).toEqual({ kind: 'book', branchId: '38' });
  });
});

describe('resolveBookNow on the treatment detail page', () => {
  const detail = (treatmentBranches: string[], branchParam: string | null = null) =>
    ({ mode: 'detail', branchParam, treatmentBranches }) as const;

  it('no branch goes directly to the default branch 38', () => {
    expect(needsClinicList(detail([]))).toBe(false);
    expect(resolveBookNow(detail([]), null)).toEqual({ kind: 'book', branchId: '38' });
  });

  it('one branch goes directly to it', () => {
    expect(needsClinicList(detail(['40']))).toBe(false);
    expect(resolveBookNow(detail(['40']), null)).toEqual({ kind: 'book', branchId: '40' });
  });

  it('several branches open the picker', () => {
    expect(needsClinicList(detail(['38', '39']))).toBe(true);
    expect(resolveBookNow(detail(['38', '39']), clinics)).toMatchObject({ kind: 'pick' });
  });

  it('several branches but the clinics failed or none match: branch 38', () => {
    expect(resolveBookNow(detail(['39', '40']), null)).toEqual({ kind: 'book', branchId: '38' });
    expect(resolveBookNow(detail(['77', '78']), clinics)).toEqual({ kind: 'book', branchId: '38' });
  });

  it('a branch already chosen on the list is kept', () => {
    expect(resolveBookNow(detail(['38', '39'], '39'), null)).toEqual({ kind: 'book', branchId: '39' });
  });
});

import type { Clinic } from '../../lib/catalog/get-clinics';

/** The specification's fallback branch when the branch cannot be worked out. */
export const DEFAULT_BRANCH_ID = '38';

export type BookNowDecision =
  { kind: 'book'; branchId: string } | { kind: 'pick'; branches: Clinic[] } | { kind: 'no-branches' };

export type BookNowInput = {
  /** 'list': the six rules of the treatments list; 'detail': the detail page's own rule. */
  mode: 'list' | 'detail';
  /** The ?branch= the page was opened with, if any. */
  branchParam?: string | null;
  /** The branch ids the treatment belongs to. */
  treatmentBranches: readonly string[];
};

/** Whether the decision needs the clinic list (rules 2-5), or can be taken without it. */
export function needsClinicList({ mode, branchParam, treatmentBranches }: BookNowInput): boolean {
  if (branchParam) return false;
  return mode === 'list' || treatmentBranches.length > 1;
}

/**
 * Where Book Now goes (spec section 2). `clinics` is the loaded clinic list, or null when loading it
 * failed (rule 6: fall back to branch 38).
 */
export function resolveBookNow(input: BookNowInput, clinics: readonly Clinic[] | null): BookNowDecision {
  const { mode, branchParam, treatmentBranches } = input;
  // Rule 1: a branch chosen already.
  if (branchParam) return { kind: 'book', branchId: branchParam };
  // Detail page: none or one branch goes straight to booking (none means the default branch).
  if (mode === 'detail' && treatmentBranches.length <= 1)
    return { kind: 'book', branchId: treatmentBranches[0] ?? DEFAULT_BRANCH_ID };
  // Rule 6: anything failed.
  if (!clinics) return { kind: 'book', branchId: DEFAULT_BRANCH_ID };
  // Rule 2: the clinics the treatment belongs to, in the clinic list's order.
  const ids = new Set(treatmentBranches.map(String));
  const branches = clinics.filter((c) => ids.has(String(c.id)));
  // Rule 3: one branch.
  if (branches.length === 1) return { kind: 'book', branchId: branches[0]!.id };
  // Rule 4: several branches.
  if (branches.length > 1) return { kind: 'pick', branches };
  // Rule 5 (list); the detail page keeps its default branch.
  return mode === 'list' ? { kind: 'no-branches' } : { kind: 'book', branchId: DEFAULT_BRANCH_ID };
}

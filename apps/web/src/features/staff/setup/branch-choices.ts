/**
 * The branches a doctor's or a treatment's form offers: archived ones leave the choice, unless the record already
 * names them (then shown with the archived tag, so its value stays valid and visibly old).
 */
export function choosableBranches<B extends { id: number; archived: boolean }>(
  branches: readonly B[],
  kept: readonly number[] = [],
  nameOf: (branch: B) => string,
  archivedTag: string,
): Array<{ id: number; name: string }> {
  return branches
    .filter((branch) => !branch.archived || kept.includes(branch.id))
    .map((branch) => ({ id: branch.id, name: branch.archived ? `${nameOf(branch)} ${archivedTag}` : nameOf(branch) }));
}

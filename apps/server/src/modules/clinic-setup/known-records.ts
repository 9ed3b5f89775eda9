import { AppError } from '../../errors';
import type { CatalogRows } from '../catalog/catalog-rows.service';

/**
 * Refuses ids of branches or doctors the clinic does not have (archived and hidden ones count as its own),
 * naming the first unknown one's field: `working.2.branch_id`, `branches.0`.
 */
export async function assertKnown(
  catalog: CatalogRows,
  tenantId: number,
  kind: 'branch' | 'doctor',
  refs: Array<{ id: number; field: string }>,
) {
  if (refs.length === 0) return;
  const rows = kind === 'branch' ? await catalog.listBranches(tenantId) : await catalog.listDoctors(tenantId);
  const known = new Set(rows.map((row) => row.id));
  const unknown = refs.find((ref) => !known.has(ref.id));
  if (unknown) {
    throw new AppError(kind === 'branch' ? 'BRANCH_UNKNOWN' : 'DOCTOR_UNKNOWN', { params: { field: unknown.field } });
  }
}

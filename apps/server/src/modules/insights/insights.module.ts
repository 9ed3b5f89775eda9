import type { Db } from '../../db/client';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { createInsightsRepository } from './insights.repository';
import { createInsights } from './insights.service';

/** Owners' insights: figures computed by SQL over the clinic's visits, hours and payments. */
export function createInsightsModule(deps: {
  db: Db;
  catalog: Pick<CatalogRepository, 'listDoctors' | 'listTreatments'>;
  now: () => Date;
}) {
  return { insights: createInsights({ ...deps, repo: createInsightsRepository(deps.db) }) };
}

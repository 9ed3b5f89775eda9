import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { PaymentFigures } from '../payments/payment-figures.service';
import { createInsightsRepository } from './insights.repository';
import { insightsRoutes } from './insights.routes';
import { createInsights } from './insights.service';

/** Owners' insights: figures computed by SQL over the clinic's visits, hours and payments. */
export function createInsightsModule(deps: {
  db: Db;
  catalog: Pick<CatalogRows, 'listDoctors' | 'listTreatments'>;
  /** The payments module's sums, so insights count money as the payments list does. */
  payments: Pick<PaymentFigures, 'moneyOfVisits'>;
  now: () => Date;
}) {
  const insights = createInsights({ ...deps, repo: createInsightsRepository(deps.db, deps.payments) });
  return {
    insights,
    register: async (app, guards) => {
      await app.register(insightsRoutes({ insights, hooks: guards.staff }));
    },
  } satisfies AppModule;
}

import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { IdentityService } from '../identity/identity.service';
import type { SessionsRepository } from '../identity/sessions.repository';
import type { MessageErasure } from '../messaging/message-erasure.service';
import type { AuditService } from '../audit/audit.service';
import type { DeliveryErasure } from '../webhooks/delivery-erasure.service';
import { createDataExportRepository } from './data-export.repository';
import { dataRightsRoutes } from './data-rights.routes';
import { createDataRightsService } from './data-rights.service';

/** Wires the data-rights service from the other modules' services; app.ts registers its routes. */
export function createDataRightsModule(deps: {
  db: Db;
  appointments: AppointmentsService;
  identity: IdentityService;
  sessions: SessionsRepository;
  messaging: MessageErasure;
  webhooks: DeliveryErasure;
  audit: AuditService;
  now: () => Date;
}) {
  const dataRights = createDataRightsService({ ...deps, repo: createDataExportRepository(deps.db) });
  return {
    dataRights,
    register: async (app, guards) => {
      const { requireCustomer, staff: hooks } = guards;
      await app.register(dataRightsRoutes({ dataRights, requireCustomer, hooks, now: deps.now }));
    },
  } satisfies AppModule;
}

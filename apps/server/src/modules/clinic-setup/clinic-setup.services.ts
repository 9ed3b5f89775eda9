import type { Db } from '../../db/client';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { AuditService } from '../audit/audit.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import { createCatalogWritesRepository } from '../catalog/catalog-writes.repository';
import type { ImageFiles } from '../images/image-files';
import { createMessagesRepository } from '../messages/messages.repository';
import { createPaymentsLedgerRepository } from '../payments/payments-ledger.repository';
import type { RefundsService } from '../payments/refunds.service';
import type { ClinicsService } from '../tenants/clinics.service';
import { createBranchesService } from './branches.service';
import { createClinicSettingsService } from './clinic-settings.service';
import { createClosuresService } from './closures.service';
import { createDoctorsService } from './doctors.service';
import { createHomeContentService } from './home-content.service';
import { createInboxService } from './inbox.service';
import { createPaymentsDeskService } from './payments-desk.service';
import { createPicturesService } from './pictures.service';
import { createTreatmentsService } from './treatments.service';

/** Wires the clinic's setup and back office from the other modules' services. */
export function createClinicSetupServices(deps: {
  db: Db;
  tenants: ClinicsService;
  catalog: CatalogRows;
  /** The audit log every setup change is written to. */
  audit: AuditService;
  availability: Pick<AvailabilityService, 'forget'>;
  refunds: Pick<RefundsService, 'refundPaid'>;
  appointments: Pick<AppointmentsService, 'closeDays' | 'findBlock' | 'unblock' | 'branchBlocks'>;
  images: ImageFiles;
  now: () => Date;
  /** The server's reminders before each visit (REMINDER_MINUTES_BEFORE), shown beside the clinic's own. */
  reminderMinutes: number[];
  /** Whether owners may list this machine's http:// origins for the embed (the demo). */
  allowLoopbackEmbeds: boolean;
}) {
  const { audit } = deps;
  const setup = { audit, availability: deps.availability, now: deps.now };
  const catalog = { catalog: deps.catalog, writes: createCatalogWritesRepository(deps.db) };
  return {
    clinic: createClinicSettingsService({
      ...setup,
      tenants: deps.tenants,
      reminderMinutes: deps.reminderMinutes,
      allowLoopbackEmbeds: deps.allowLoopbackEmbeds,
    }),
    branches: createBranchesService({ ...setup, ...catalog }),
    doctors: createDoctorsService({ ...setup, ...catalog }),
    treatments: createTreatmentsService({ ...setup, ...catalog }),
    home: createHomeContentService({ ...setup, tenants: deps.tenants }),
    pictures: createPicturesService({ ...setup, ...catalog, tenants: deps.tenants, files: deps.images }),
    closures: createClosuresService({ appointments: deps.appointments, catalog: deps.catalog, audit, now: deps.now }),
    inbox: createInboxService({ messages: createMessagesRepository(deps.db), audit, now: deps.now }),
    payments: createPaymentsDeskService({
      ledger: createPaymentsLedgerRepository(deps.db),
      refunds: deps.refunds,
      audit,
    }),
  };
}
export type ClinicSetupServices = ReturnType<typeof createClinicSetupServices>;

import type { TLang } from '@clinic/contract/core/common';
import { ERASURE_CONFIRMATION_MINUTES } from '@clinic/contract/data-rights/data-rights';
import { AppError } from '../../errors';
import type { CustomerSession } from '../../lib/customer-session';
import { type StaffSession, assertRole } from '../../lib/staff-session';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { IdentityService } from '../identity/identity.service';
import type { SessionsRepository } from '../identity/sessions.repository';
import type { MessageErasure } from '../messaging/message-erasure.service';
import type { AuditService } from '../audit/audit.service';
import type { TenantRow } from '../../db/tenant-row';
import type { DeliveryErasure } from '../webhooks/delivery-erasure.service';
import { dataExportOf } from './data-export';
import type { DataExportRepository } from './data-export.repository';
import { erasedPhone, erasureWrites as writes } from './erasure.repository';

const CONFIRMATION_MS = ERASURE_CONFIRMATION_MINUTES * 60_000;

/** Who erased: staff at the desk, or the patient themself (written to the audit log with no staff account). */
type Eraser = { staff: StaffSession } | { patient: CustomerSession };

/**
 * A patient's rights over their data (decision 013): a copy of everything held (access, portability) and erasure
 * (upcoming visits cancelled and refunded, identity removed, what the law makes the clinic keep kept anonymous).
 */
export function createDataRightsService(deps: {
  repo: DataExportRepository;
  appointments: Pick<AppointmentsService, 'cancelUpcomingOf' | 'settleCancelled'>;
  identity: Pick<IdentityService, 'sendOwnCode' | 'confirmOwnCode'>;
  sessions: Pick<SessionsRepository, 'codeConfirmedSince' | 'forget'>;
  /** The patient's WhatsApp messages, scrubbed by the messaging module. */
  messaging: Pick<MessageErasure, 'forgetPatient'>;
  /** The clinic's stored webhook deliveries about the patient, scrubbed by the webhooks module. */
  webhooks: Pick<DeliveryErasure, 'forgetPatient'>;
  audit: AuditService;
  now: () => Date;
}) {
  const { repo, now } = deps;

  async function exportOf(tenant: TenantRow, customerId: number, lang: TLang, withStaffNotes: boolean) {
    const customer = await repo.customer(tenant.id, customerId);
    if (!customer) throw new AppError('PATIENT_NOT_FOUND');
    const held = await repo.holdings(tenant.id, customer.id, customer.phone);
    return dataExportOf(tenant, customer, held, { lang, withStaffNotes, at: now() });
  }

  /** Everything about the patient goes in one transaction, or nothing does; refunds are made once it commits. */
  async function erase(tenant: TenantRow, customerId: number, by: Eraser) {
    const at = now();
    const { cancelled, owed } = await repo.db.transaction(async (tx) => {
      const customer = await writes.lockCustomer(tx, tenant.id, customerId);
      if (!customer) throw new AppError('PATIENT_NOT_FOUND');
      if (customer.erasedAt) throw new AppError('PATIENT_ERASED');
      const visits = await deps.appointments.cancelUpcomingOf(tx, tenant.id, customerId);
      const contact = await repo.contactMessagesOf(tx, tenant.id, customer.phone);
      await writes.allowAuditScrub(tx);
      await writes.scrubFreeText(tx, tenant.id, customerId);
      await writes.anonymizeCustomer(tx, tenant.id, customerId, at);
      await writes.anonymizeFamily(tx, tenant.id, customerId, at);
      await writes.endSessionsAndCodes(tx, tenant.id, customerId, customer.phone, at);
      await deps.messaging.forgetPatient(tx, {
        tenantId: tenant.id,
        customerId,
        phone: customer.phone,
        erasedPhone: erasedPhone(customerId),
      });
      await deps.webhooks.forgetPatient(tx, tenant.id, customerId);
      await writes.scrubContactMessages(
        tx,
        tenant.id,
        contact.map((row) => row.id),
      );
      await writes.endWaitlist(tx, tenant.id, customerId, at);
      const facts = { cancelled_visits: visits.cancelled.length, refunds_owed: visits.owed.length };
      await deps.audit.record(
        'staff' in by ? by.staff : patientActor(tenant.id),
        {
          action: 'staff' in by ? 'patient.erased' : 'patient.self_erased',
          targetType: 'patient',
          targetId: customerId,
          after: facts,
        },
        tx,
      );
      return visits;
    });
    deps.sessions.forget(tenant.id);
    await deps.appointments.settleCancelled(tenant.id, owed);
    return { success: 1 as const, cancelled_visits: cancelled.length };
  }

  return {
    /** The patient's own copy: without the staff's notes (decision 013). */
    exportOwn: (tenant: TenantRow, session: CustomerSession, lang: TLang) =>
      exportOf(tenant, session.customerId, lang, false),

    /** An owner's copy for a patient at the desk, with the staff's notes; audit-logged. */
    async exportForPatient(staff: StaffSession, tenant: TenantRow, patientId: number, lang: TLang) {
      assertRole(staff, 'owner');
      const document = await exportOf(tenant, patientId, lang, true);
      await deps.audit.record(staff, { action: 'patient.exported', targetType: 'patient', targetId: patientId });
      return document;
    },

    sendCode: (session: CustomerSession, input: { clientIp: string; lang: TLang }) =>
      deps.identity.sendOwnCode(session, input, now()),

    async confirmCode(session: CustomerSession, input: { otp: string; clientIp: string }) {
      const at = await deps.identity.confirmOwnCode(session, input, now());
      return { success: 1 as const, valid_until: new Date(at.getTime() + CONFIRMATION_MS).toISOString() };
    },

    /** The patient's own erasure: only from a session that confirmed a fresh code in the last minutes. */
    async eraseOwn(tenant: TenantRow, session: CustomerSession) {
      const since = new Date(now().getTime() - CONFIRMATION_MS);
      if (!(await deps.sessions.codeConfirmedSince(session.tenantId, session.sessionId, since))) {
        throw new AppError('ERASURE_CODE_REQUIRED');
      }
      return erase(tenant, session.customerId, { patient: session });
    },

    /** An owner erases a patient who asked at the desk. */
    async eraseForPatient(staff: StaffSession, tenant: TenantRow, patientId: number) {
      assertRole(staff, 'owner');
      return erase(tenant, patientId, { staff });
    },
  };
}
export type DataRightsService = ReturnType<typeof createDataRightsService>;

/** The audit log's actor of a patient's own erasure: no staff account (id 0). */
const patientActor = (tenantId: number): StaffSession => ({
  sessionId: 0,
  staffId: 0,
  tenantId,
  name: 'patient',
  role: 'reception',
  doctorId: null,
  secondFactorPending: false,
  secondFactorEnabled: false,
});

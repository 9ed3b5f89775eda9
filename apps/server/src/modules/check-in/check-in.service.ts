import type { TLang } from '@clinic/contract/core/common';
import type { TVisitStatus } from '@clinic/contract/staff/staff';
import { AppError } from '../../errors';
import type { CheckInCodes } from '../../lib/check-in-code';
import { type StaffSession, assertOwnDoctor, staffActor } from '../../lib/staff-session';
import { typedShortCode } from '@clinic/contract/appointments/check-in-code';
import { wallOf, zonedDay } from '../../lib/zoned-time';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { TenantRow } from '../../db/tenant-row';

/** Marks arrivals from the check-in code on a patient's visit card (its QR), for the front desk. */
export function createCheckIn(deps: { codes: CheckInCodes; appointments: AppointmentsService; now: () => Date }) {
  const { appointments } = deps;

  /** The visit as the agenda shows it: whose it is (the family member's name when for one) and its status. */
  async function shown(tenant: TenantRow, customerId: number, id: number, lang: TLang) {
    const visits = await appointments.agendaVisits(tenant, { tenantId: tenant.id, customerId }, lang);
    const visit = visits.find((v) => v.id === id);
    if (!visit) throw new AppError('APPOINTMENT_NOT_FOUND');
    return { patient_name: visit.family_member_name ?? visit.patient_name, status: visit.status as TVisitStatus };
  }

  /**
   * The visit a short code (typed at the desk) names: among the clinic's active visits of today, the one whose
   * signed code shortens to it. A code that names none, or (rarely) two, is refused as not one of ours.
   */
  async function visitOfShortCode(tenant: TenantRow, short: string) {
    const day = zonedDay(tenant.timeZone, wallOf(tenant.timeZone, deps.now().getTime()).date);
    const ids = await appointments.activeIdsStarting(
      tenant.id,
      new Date(day.instantOf(0) ?? 0),
      new Date(day.instantOf(24 * 60) ?? 0),
    );
    const named = ids.filter((id) => deps.codes.short(tenant.id, id) === short);
    return named.length === 1 ? { tenantId: tenant.id, appointmentId: named[0]! } : null;
  }

  return {
    /**
     * Marks today's visit of the code arrived. A visit already arrived or completed is answered as it is
     * (a second scan changes nothing). The code is the QR's signed one or the short one under it (today's
     * visits only). Refused: a code this server did not sign (400), another clinic's visit
     * (404, as any visit it cannot see), a cancelled or ended visit (409), a visit on another day (409).
     */
    async checkIn(staff: StaffSession, tenant: TenantRow, code: string, lang: TLang) {
      const short = typedShortCode(code);
      const named = short ? await visitOfShortCode(tenant, short) : deps.codes.read(code);
      if (!named) throw new AppError('CHECK_IN_INVALID');
      if (named.tenantId !== staff.tenantId) throw new AppError('APPOINTMENT_NOT_FOUND');
      const row = await appointments.find(staff.tenantId, named.appointmentId);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      assertOwnDoctor(staff, row.doctorId);
      if (row.status !== 'active') {
        throw new AppError(row.status === 'cancelled' ? 'APPOINTMENT_CANCELLED' : 'APPOINTMENT_NOT_ACTIVE');
      }
      const today = wallOf(tenant.timeZone, deps.now().getTime()).date;
      if (wallOf(tenant.timeZone, row.startsAt.getTime()).date !== today) throw new AppError('CHECK_IN_NOT_TODAY');
      if (row.attendance !== 'arrived' && row.attendance !== 'completed') {
        // Its audit entry comes from the visit's event (audit/visit-audit-follower.ts).
        await appointments.markAttendance(tenant, row.id, 'arrived', staffActor(staff));
      }
      return { appointment_id: row.id, ...(await shown(tenant, row.customerId, row.id, lang)) };
    },
  };
}
export type CheckIn = ReturnType<typeof createCheckIn>;

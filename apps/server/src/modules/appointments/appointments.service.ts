import type { TGetAppointmentListResponse } from '@clinic/contract/appointments/appointments';
import type { TLang } from '@clinic/contract/core/common';
import { type Wanted, pick } from '../../lib/localize';
import { wallOf } from '../../lib/zoned-time';
import type { AvailabilityService } from '../availability/availability.service';
import type { AppointmentsRepository } from './appointments.repository';
import { type FamilyMembersCheck, createBooking } from './booking/booking';
import { type AppointmentPayments, createCancellation } from './changes/cancellation';
import { listedMoneyState, visitRefundOf } from './changes/cancel-terms';
import { type TenantPolicy, assertChangeable, assertStaffChangeable, changeableAfter } from './changes/change-rules';
import { createMoves } from './changes/moves';
import { createOverbooking } from './changes/overbook';
import type { PatientLimits } from '../../settings/patient-limits.config';
import { DEFAULT_PATIENT_LIMITS } from './booking/patient-limits';
import { createTimeChoice } from './booking/time-choice';
import { agendaVisitOf, wallClockOf, withMoneyMarks } from './desk/agenda';
import { type AgendaScope, createAgendaRepository } from './desk/agenda.repository';
import { createAgendaHeld } from './desk/agenda-held';
import { createClinicDesk } from './desk/clinic-desk';
import { timeBlocksRepository } from './desk/time-blocks.repository';
import { type VisitLife, quietVisitLife } from './life/visit-life';
import { createSeriesBooking } from './series/series-booking';
import { createSeriesMoves } from './series/series-moves';
import { createSeriesRepository } from './series/series.repository';
import { createDoctorCalendarRepository } from './desk/doctor-calendar.repository';
import { AppError } from '../../errors';
import type { CheckInCodes } from '../../lib/check-in-code';
import { type MetricsPort, NO_METRICS } from '../../lib/metrics-port';
import { countedBooking } from './booking/booking-count';
import type { DocumentTypeOf } from './booking/booking-answer';

/** Minutes an unpaid forced-payment booking holds its time (the payments sweeper frees it after). */
export const DEFAULT_HOLD_MINUTES = 15;

/** A visit's state as the patient's list says it; any other end is a cancel. */
const listedStatus = (status: string): 'active' | 'cancelled' | 'expired' =>
  status === 'active' || status === 'expired' ? status : 'cancelled';

/** A patient's visits: booking (booking.ts), the list, cancelling (cancellation.ts) and moving (moves.ts). */
export function createAppointmentsService(deps: {
  repo: AppointmentsRepository;
  availability: AvailabilityService;
  payments: AppointmentPayments;
  now: () => Date;
  holdMinutes?: number;
  patientLimits?: PatientLimits;
  /** Follows every change of a visit in its transaction (the patient's messages, the clinic's webhooks). */
  life?: VisitLife;
  /** Counts bookings and refusals (the /metrics counters). */
  metrics?: MetricsPort;
  /** Checks a booking's family member is the account's own (none: bookings for family members are refused). */
  family?: FamilyMembersCheck;
  /** Signs each active visit's check-in code for the patient's list (none: the list carries no codes). */
  checkInCodes?: Pick<CheckInCodes, 'sign'>;
  /** The payment document a treatment's payment will get at this clinic (none: the kind the treatment names). */
  documentType?: DocumentTypeOf;
}) {
  const { repo, now } = deps;
  const times = createTimeChoice(deps);
  const told = { ...deps, life: deps.life ?? quietVisitLife(repo.db) };
  const booking = createBooking({
    ...told,
    times,
    holdMinutes: deps.holdMinutes ?? DEFAULT_HOLD_MINUTES,
    limits: deps.patientLimits ?? DEFAULT_PATIENT_LIMITS,
  });
  const countedCreate = countedBooking(booking.create, deps.metrics ?? NO_METRICS, (args) => args[4]?.byStaff === true);
  const moves = createMoves({ ...told, times });
  const overbooking = createOverbooking({ ...told, times });
  const cancellation = createCancellation(told);
  const desk = createClinicDesk(told);
  const agendaRepo = createAgendaRepository(repo.db);
  const seriesRepo = createSeriesRepository(repo.db);
  const series = createSeriesBooking({ ...told, times, series: seriesRepo });
  const seriesMoves = createSeriesMoves({ ...told, times, series: seriesRepo });

  return {
    /** create_appointment; the answer carries the visit's signed check-in code (its confirmation shows the short one). */
    async create(...args: Parameters<typeof booking.create>) {
      const answer = await countedCreate(...args);
      const id = Number(answer.data.id);
      if (!deps.checkInCodes || !Number.isInteger(id)) return answer;
      return { ...answer, data: { ...answer.data, check_in_code: deps.checkInCodes.sign(args[0].id, id) } };
    },
    bookSeries: series.book,
    /** One doctor's active visits in a range, for the doctor's calendar feed. */
    doctorVisits: createDoctorCalendarRepository(repo.db).visits,
    cancelSeriesFrom: series.cancelFrom,
    moveSeriesFrom: seriesMoves.moveFrom,

    /** A series of this clinic, or 404. */
    async findSeries(tenantId: number, id: number) {
      const row = await seriesRepo.find(tenantId, id);
      if (!row) throw new AppError('SERIES_NOT_FOUND');
      return row;
    },

    /** get_appointment_booking_list: my_booking = visits that started before now, upcoming = the rest. */
    async list(
      tenant: TenantPolicy,
      customerId: number,
      bookingType: 'my_booking' | 'upcoming',
      lang: Wanted,
    ): Promise<TGetAppointmentListResponse['data']> {
      const at = now();
      const rows = await repo.listForCustomer(
        tenant.id,
        customerId,
        bookingType === 'upcoming' ? 'upcoming' : 'past',
        at,
      );
      // Later than this, a patient's cancel or move is the clinic's to make.
      const changeableAfterAt = changeableAfter(at, tenant.cancelNoticeHours);
      const money = await deps.payments.moneyOfVisits(
        tenant.id,
        rows.map((row) => row.id),
      );
      const types: TGetAppointmentListResponse['data']['types'] = {};
      const branches: TGetAppointmentListResponse['data']['branches'] = {};
      const doctors: NonNullable<TGetAppointmentListResponse['data']['doctors']> = {};
      const appointments = rows.map((row) => {
        const start = wallOf(tenant.timeZone, row.startsAt.getTime());
        const end = wallOf(tenant.timeZone, row.endsAt.getTime());
        types[String(row.treatmentId)] ??= { name: pick(row.treatmentName, lang) ?? '' };
        branches[String(row.branchId)] ??= {
          branch_name: pick(row.branchName, lang) ?? '',
          address: pick(row.branchAddress, lang),
        };
        const doctorName = pick(row.doctorName, lang);
        if (doctorName) doctors[String(row.doctorId)] ??= { name: doctorName };
        const active = row.status === 'active';
        const refund = active ? undefined : visitRefundOf(money.get(row.id));
        return {
          id: row.id,
          appointments_type_id: row.treatmentId,
          date: start.date,
          start_time: start.time,
          end_time: end.date === start.date ? end.time : '24:00',
          branch: row.branchId,
          doctor_id: row.doctorId,
          cancle_status: active ? 0 : 1,
          status: listedStatus(row.status),
          paid_status: row.paidStatus,
          payment_due: active && row.forcePay === true && row.paidStatus === 0 ? (1 as const) : (0 as const),
          payment_status: listedMoneyState(active, money.get(row.id)),
          ...(refund ? { refund } : {}),
          can_change: active && row.startsAt > changeableAfterAt ? (1 as const) : (0 as const),
          confirmed: active && row.confirmedAt !== null ? (1 as const) : (0 as const),
          family_member:
            row.familyMemberId === null ? null : { id: row.familyMemberId, name: row.familyMemberName ?? '' },
          in_series: row.seriesId === null ? (0 as const) : (1 as const),
          ...(active && deps.checkInCodes ? { check_in_code: deps.checkInCodes.sign(tenant.id, row.id) } : {}),
        };
      });
      return { appointments, types, branches, doctors };
    },

    cancel: cancellation.cancel,
    cancelTerms: cancellation.cancelTerms,
    cancelUpcomingOf: cancellation.cancelUpcomingOf,
    settleCancelled: cancellation.settle,

    /** A family member's active visits from now on (the family module refuses to remove a member who has some). */
    upcomingOfMember: (tenantId: number, customerId: number, memberId: number) =>
      repo.upcomingOfMember(tenantId, customerId, memberId, now()),

    /** The patient confirms their visit (a WhatsApp reply): own, active, not started; otherwise says why not. */
    async confirm(tenantId: number, customerId: number, appointmentId: number): Promise<void> {
      const at = now();
      if (await repo.confirm(tenantId, appointmentId, customerId, at)) return;
      assertChangeable(await repo.find(tenantId, appointmentId), customerId, at);
    },

    update: moves.update,

    // The clinic's staff (modules/staff decides who may).
    moveByStaff: moves.moveByStaff,
    /** Staff squeeze a visit in on purpose (overbook.ts, decision 018). */
    overbook: overbooking.book,
    moveOverbook: overbooking.move,
    cancelByStaff: cancellation.cancelByStaff,
    markAttendance: desk.markAttendance,
    setVisitNote: (tenantId: number, id: number, note: string | null) => repo.setVisitNote(tenantId, id, note),
    block: desk.block,
    closeDays: desk.closeDays,
    /** Blocks of whole branches that end after `after` (one branch, or every branch of the clinic). */
    branchBlocks: (tenantId: number, branchId: number | null, after: Date) =>
      timeBlocksRepository.branchWide(repo.db, tenantId, branchId, after),
    unblock: desk.unblock,
    unblockSeries: desk.unblockSeries,
    findBlock: desk.findBlock,
    find: (tenantId: number, id: number) => repo.find(tenantId, id),
    /** The ids of the clinic's active visits starting in [from, to), any branch (a day's, for a short check-in code). */
    activeIdsStarting: (tenantId: number, from: Date, to: Date) => repo.activeIdsStarting(tenantId, from, to),
    /** Refuses what staff may not change (or cancel): a visit not active, or already started. */
    assertStaffChangeable,

    /** Visits as the agenda or a patient card shows them. */
    async agendaVisits(tenant: TenantPolicy, scope: AgendaScope, lang: TLang) {
      const wall = wallClockOf(tenant.timeZone);
      const visits = (await agendaRepo.visits(scope)).map((row) => agendaVisitOf(row, tenant.timeZone, lang, wall));
      const paidIds = visits.filter((visit) => visit.paid).map((visit) => visit.id);
      if (paidIds.length === 0 || !deps.payments.moneyMarks) return visits;
      return withMoneyMarks(visits, await deps.payments.moneyMarks(scope.tenantId, paidIds));
    },

    /** Blocked time at a branch in a range, for the agenda. */
    agendaBlocks: agendaRepo.blocks,
    /** Time held for one patient at a branch on some dates (waitlist offers, unpaid visits), for the agenda. */
    agendaHeld: createAgendaHeld(repo.db),
    isPatientOf: agendaRepo.isPatientOf,
    patientsOf: agendaRepo.patientsOf,
  };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

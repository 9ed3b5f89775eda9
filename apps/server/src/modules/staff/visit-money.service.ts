import type { TDeskMethod, TVisitMoney } from '@clinic/contract/staff/staff-visit-money';
import { AppError } from '../../errors';
import { toMajor } from '../../lib/localize';
import { type StaffSession, assertOwnDoctor, assertRole, staffActor } from '../../lib/staff-session';
import type { AppointmentsService } from '../appointments/appointments.service';
import { type VisitMoney, type VisitMoneyOf, dueOf } from '../payments/visit-money.service';
import type { TenantRow } from '../../db/tenant-row';
import type { AuditService } from '../audit/audit.service';

/** Major-unit amounts in minor units, exactly (the contract allows at most 2 decimals). */
const toMinor = (major: number) => Math.round(major * 100);

type VisitPrice = { id: number; priceMinor: number; status: string };

/** A visit's money as the desk reads it; nothing is due on a visit no longer active (cancelled, expired). */
function moneyView(money: VisitMoneyOf, currency: string, visit: VisitPrice): TVisitMoney {
  return {
    currency,
    price: toMajor(visit.priceMinor),
    due: visit.status === 'active' ? toMajor(dueOf(visit.priceMinor, money)) : 0,
    paid: toMajor(money.paid),
    refunded: toMajor(money.refunded),
    refundable: toMajor(money.refundable),
    refund_reason: money.lastReason,
    payments: money.payments.map((p) => ({
      id: p.id,
      amount: toMajor(p.amountMinor),
      refunded: toMajor(p.refundedMinor),
      status: p.status,
      provider: p.provider,
      created_at: p.createdAt.toISOString(),
    })),
  };
}

/**
 * A visit's money at the desk: anyone who may open the visit reads it; owners give money back (as on the
 * payments page), owners and reception record money taken at the desk. Each change is audit-logged.
 */
export function createVisitMoneyActions(deps: {
  appointments: Pick<AppointmentsService, 'find' | 'cancelByStaff' | 'assertStaffChangeable'>;
  money: VisitMoney;
  audit: AuditService;
  now: () => Date;
}) {
  const { appointments, money, audit } = deps;
  const assertStaffChangeable: AppointmentsService['assertStaffChangeable'] = appointments.assertStaffChangeable;

  async function visitFor(staff: StaffSession, id: number) {
    const row = await appointments.find(staff.tenantId, id);
    if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
    assertOwnDoctor(staff, row.doctorId);
    return row;
  }

  async function view(tenantId: number, visit: VisitPrice) {
    return moneyView(await money.money(tenantId, visit.id), await money.currency(tenantId), visit);
  }

  return {
    async read(staff: StaffSession, id: number) {
      return view(staff.tenantId, await visitFor(staff, id));
    },

    /**
     * Gives `amount` back with a reason. With cancel, all that is left goes back and the visit is cancelled with
     * the same reason: checked cancellable first, so a refusal changes nothing.
     */
    async refund(
      staff: StaffSession,
      tenant: TenantRow,
      id: number,
      input: { amount: number; reason: string; cancel: boolean },
    ) {
      assertRole(staff, 'owner');
      const visit = await visitFor(staff, id);
      const amountMinor = toMinor(input.amount);
      if (input.cancel) {
        assertStaffChangeable(visit, deps.now());
        const left = (await money.money(staff.tenantId, id)).refundable;
        if (left > 0 && amountMinor !== left) throw new AppError('REFUND_CANCEL_NOT_ALL');
      }
      const { owed } = await money.refund(staff.tenantId, id, amountMinor, input.reason);
      for (const { payment, amountMinor: part } of owed) {
        await audit.record(staff, {
          action: 'payment.refunded',
          targetType: 'payment',
          targetId: payment.id,
          before: { status: 'paid', amount: toMajor(payment.amountMinor), appointment_id: id },
          after: { refunded: toMajor(part), reason: input.reason, cancelled_visit: input.cancel },
        });
      }
      if (input.cancel) {
        // The cancel's audit entry comes from the visit's event (audit/visit-audit-follower.ts).
        await appointments.cancelByStaff(tenant, id, input.reason, staffActor(staff));
      }
      const after = input.cancel ? await visitFor(staff, id) : visit;
      return { success: 1 as const, money: await view(staff.tenantId, after) };
    },

    /** Money taken at the desk (cash, or a card there), at most what is due: the visit is paid. */
    async recordDesk(staff: StaffSession, id: number, input: { amount: number; method: TDeskMethod }) {
      assertRole(staff, 'owner', 'reception');
      const visit = await visitFor(staff, id);
      const { payment } = await money.recordDesk(staff.tenantId, id, toMinor(input.amount), input.method);
      await audit.record(staff, {
        action: 'payment.recorded',
        targetType: 'payment',
        targetId: payment.id,
        before: null,
        after: { amount: input.amount, method: input.method, appointment_id: id, status: payment.status },
      });
      return { success: 1 as const, money: await view(staff.tenantId, visit) };
    },
  };
}
export type VisitMoneyActions = ReturnType<typeof createVisitMoneyActions>;

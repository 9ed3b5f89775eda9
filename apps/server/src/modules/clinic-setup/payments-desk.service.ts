import type { TLang } from '@clinic/contract/core/common';
import type { TLedgerPayment } from '@clinic/contract/staff/staff-inbox';
import { AppError } from '../../errors';
import { pick, toMajor } from '../../lib/localize';
import { type StaffSession, assertRole } from '../../lib/staff-session';
import { addDays, wallOf, zonedDay } from '../../lib/zoned-time';
import type { LedgerRow, PaymentsLedgerRepository } from '../payments/payments-ledger.repository';
import type { RefundsService } from '../payments/refunds.service';
import type { AuditRepository } from '../staff/audit.repository';
import type { TenantRow } from '../tenants/tenants.repository';
import { assertSection } from '../../lib/staff-sections';
import type { PaymentStatus } from '../../db/column-types';

/** Statuses of a payment whose money is on its way back, or back: asking for its refund again changes nothing. */
const RETURNING = new Set(['refund_due', 'refund_pending', 'refunded', 'refund_failed']);

function paymentView(row: LedgerRow, tenant: TenantRow, lang: TLang): TLedgerPayment {
  const visit = wallOf(tenant.timeZone, row.visitStartsAt.getTime());
  return {
    id: row.id,
    status: row.status as TLedgerPayment['status'],
    amount: toMajor(row.amountMinor),
    currency: row.currency,
    provider: row.provider,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    provider_ref: row.providerRef,
    refund_ref: row.refundRef,
    refund_error: row.refundError,
    created_at: row.createdAt.toISOString(),
    appointment: {
      id: row.appointmentId,
      date: visit.date,
      start_time: visit.time,
      treatment: pick(row.treatmentName, lang) ?? '',
      status: row.visitStatus,
    },
    patient: { id: row.customerId, name: row.customerName ?? '', phone: row.customerPhone },
    refundable: row.status === 'paid',
  };
}

/** The payments patients made, for owners and reception; owners give paid ones back. */
export function createPaymentsDeskService(deps: {
  ledger: PaymentsLedgerRepository;
  refunds: Pick<RefundsService, 'refundPaid'>;
  audit: AuditRepository;
}) {
  const { ledger, audit } = deps;

  return {
    /** Payments made on the days [from, to] of the clinic's calendar, of one status or all, newest first. */
    async list(
      staff: StaffSession,
      tenant: TenantRow,
      query: {
        from?: string | undefined;
        to?: string | undefined;
        status?: PaymentStatus | undefined;
        limit: number;
        offset: number;
      },
      lang: TLang,
    ) {
      assertSection(staff, 'payments');
      const rows = await ledger.list(staff.tenantId, {
        from: query.from ? new Date(zonedDay(tenant.timeZone, query.from).boundaryOf(0)) : undefined,
        to: query.to ? new Date(zonedDay(tenant.timeZone, addDays(query.to, 1)).boundaryOf(0)) : undefined,
        status: query.status,
        limit: query.limit,
        offset: query.offset,
      });
      return { payments: rows.map((row) => paymentView(row, tenant, lang)) };
    },

    /**
     * Gives a paid payment back through its payment company (one refund at most, whatever the number of
     * calls: the refunds service's idempotency key). The visit stays booked; the patient's list says refunded.
     */
    async refund(staff: StaffSession, tenant: TenantRow, id: number, lang: TLang) {
      assertRole(staff, 'owner');
      const before = await ledger.find(staff.tenantId, id);
      if (!before) throw new AppError('PAYMENT_NOT_FOUND');
      if (before.status !== 'paid' && !RETURNING.has(before.status)) throw new AppError('PAYMENT_NOT_REFUNDABLE');
      if (before.status === 'paid' && (await deps.refunds.refundPaid({ tenantId: staff.tenantId, id }))) {
        const after = (await ledger.find(staff.tenantId, id))!;
        await audit.record(staff, {
          action: 'payment.refunded',
          targetType: 'payment',
          targetId: id,
          before: { status: before.status, amount: toMajor(before.amountMinor), appointment_id: before.appointmentId },
          after: { status: after.status, refund_ref: after.refundRef, refund_error: after.refundError },
        });
        return { success: 1 as const, payment: paymentView(after, tenant, lang) };
      }
      const now = (await ledger.find(staff.tenantId, id))!;
      return { success: 1 as const, payment: paymentView(now, tenant, lang) };
    },
  };
}

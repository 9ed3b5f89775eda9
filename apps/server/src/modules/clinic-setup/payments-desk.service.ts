import type { TLang } from '@clinic/contract/core/common';
import type { TLedgerPayment } from '@clinic/contract/staff/staff-inbox';
import { AppError } from '../../errors';
import { pick, toMajor } from '../../lib/localize';
import { type StaffSession, assertRole } from '../../lib/staff-session';
import { addDays, wallOf, zonedDay } from '../../lib/zoned-time';
import type { LedgerFilter, LedgerRow, PaymentsLedgerRepository } from '../payments/payments-ledger.repository';
import type { RefundsService } from '../payments/refunds.service';
import type { AuditService } from '../audit/audit.service';
import type { TenantRow } from '../../db/tenant-row';
import { assertSection } from '../../lib/staff-sections';
import type { PaymentStatus } from '../../db/column-types';
import { pagesBefore } from './export-pages';

/** Statuses of a payment whose money is on its way back, or back: asking for its refund again changes nothing. */
const RETURNING = new Set(['refund_due', 'refund_pending', 'refunded', 'refund_failed']);

function paymentView(row: LedgerRow, tenant: TenantRow, lang: TLang): TLedgerPayment {
  const visit = wallOf(tenant.timeZone, row.visitStartsAt.getTime());
  return {
    id: row.id,
    status: row.status as TLedgerPayment['status'],
    amount: toMajor(row.amountMinor),
    refunded: toMajor(row.backMinor),
    kept: toMajor(row.takenMinor - row.backMinor),
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
      branch_id: row.visitBranchId,
    },
    patient: { id: row.customerId, name: row.customerName ?? '', phone: row.customerPhone },
    refundable: row.status === 'paid',
  };
}

/** Which payments, as staff ask: the days [from, to] of the clinic's calendar, one status or all. */
type PaymentsAsk = { from?: string | undefined; to?: string | undefined; status?: PaymentStatus | undefined };

function filterOf(tenant: TenantRow, ask: PaymentsAsk): LedgerFilter {
  return {
    from: ask.from ? new Date(zonedDay(tenant.timeZone, ask.from).boundaryOf(0)) : undefined,
    to: ask.to ? new Date(zonedDay(tenant.timeZone, addDays(ask.to, 1)).boundaryOf(0)) : undefined,
    status: ask.status,
  };
}

/** Payments an export reads at a time. */
const EXPORT_PAGE = 500;

/** The payments patients made, for owners and reception; owners give paid ones back. */
export function createPaymentsDeskService(deps: {
  ledger: PaymentsLedgerRepository;
  refunds: Pick<RefundsService, 'refundPaid'>;
  audit: AuditService;
}) {
  const { ledger, audit } = deps;

  return {
    /**
     * Payments made on the days [from, to] of the clinic's calendar, of one status or all, newest first, and what
     * all of them (not only this page) took, gave back and kept, per currency.
     */
    async list(
      staff: StaffSession,
      tenant: TenantRow,
      query: PaymentsAsk & { limit: number; offset: number },
      lang: TLang,
    ) {
      assertSection(staff, 'payments');
      const filter = filterOf(tenant, query);
      const [rows, totals] = await Promise.all([
        // One more than the page: whether older payments follow it.
        ledger.list(staff.tenantId, { ...filter, limit: query.limit + 1, offset: query.offset }),
        ledger.totals(staff.tenantId, filter),
      ]);
      return {
        payments: rows.slice(0, query.limit).map((row) => paymentView(row, tenant, lang)),
        has_more: rows.length > query.limit,
        // Days without payments still have a total: nothing, in the clinic's currency.
        totals: (totals.length > 0 ? totals : [{ currency: tenant.currency, takenMinor: 0, refundedMinor: 0 }]).map(
          (total) => ({
            currency: total.currency,
            taken: toMajor(total.takenMinor),
            refunded: toMajor(total.refundedMinor),
            kept: toMajor(total.takenMinor - total.refundedMinor),
          }),
        ),
      };
    },

    /**
     * Every payment of the ask, the latest first, a page at a time (for an export of any length). Who may read
     * them is checked at once, before the first page is asked for.
     */
    exportPages(
      staff: StaffSession,
      tenant: TenantRow,
      ask: PaymentsAsk,
      lang: TLang,
    ): AsyncIterable<TLedgerPayment[]> {
      assertSection(staff, 'payments');
      const filter = filterOf(tenant, ask);
      return pagesBefore(
        async (before, limit) =>
          (await ledger.listBefore(staff.tenantId, filter, before, limit)).map((row) => paymentView(row, tenant, lang)),
        EXPORT_PAGE,
      );
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

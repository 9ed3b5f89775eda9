import type { TLedgerPayment } from '@clinic/contract/staff/staff-inbox';
import { CSV_BOM, csvLines } from '../../lib/csv';
import { wallOf } from '../../lib/zoned-time';

const HEADER = [
  'paid_at',
  'payment_id',
  'visit_id',
  'visit_date',
  'visit_time',
  'treatment',
  'patient',
  'phone',
  'amount',
  'refunded',
  'kept',
  'currency',
  'method',
  'card',
  'state',
  'reference',
];

/** Money as the list shows it: the major unit with its two decimals ("30.50"). */
const money = (amount: number) => amount.toFixed(2);

/** One payment as a CSV row: machine names and values (states, methods), the payment's day in the clinic's time. */
function rowOf(payment: TLedgerPayment, timeZone: string): Array<string | number> {
  const paid = wallOf(timeZone, Date.parse(payment.created_at));
  return [
    `${paid.date} ${paid.time}`,
    payment.id,
    payment.appointment.id,
    payment.appointment.date,
    payment.appointment.start_time,
    payment.appointment.treatment,
    payment.patient.name,
    payment.patient.phone,
    money(payment.amount),
    money(payment.refunded),
    money(payment.kept),
    payment.currency,
    payment.provider,
    [payment.card_brand, payment.card_last4].filter(Boolean).join(' '),
    payment.status,
    payment.provider_ref ?? '',
  ];
}

/** The payments list as CSV, page by page as they are read: its header first, then a line per payment. */
export async function* paymentsCsv(pages: AsyncIterable<TLedgerPayment[]>, timeZone: string): AsyncGenerator<string> {
  yield CSV_BOM + csvLines([HEADER]);
  for await (const page of pages) yield csvLines(page.map((payment) => rowOf(payment, timeZone)));
}

import { stringify } from 'csv-stringify/sync';
import type { TLedgerPayment } from '@clinic/contract/staff/staff-inbox';
import { wallOf } from '../../lib/zoned-time';

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (Hebrew and Arabic names). */
const BOM = '\uFEFF';

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

/**
 * Cells as text, quoted where CSV needs it; a text that a spreadsheet would run as a formula (=, +, -, @, a tab)
 * starts with an apostrophe: a patient's name is never a command.
 */
const lines = (rows: Array<Array<string | number>>) => stringify(rows, { escape_formulas: true });

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
  yield BOM + lines([HEADER]);
  for await (const page of pages) yield lines(page.map((payment) => rowOf(payment, timeZone)));
}

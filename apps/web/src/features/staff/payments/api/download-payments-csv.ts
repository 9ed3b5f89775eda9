import { PAYMENTS_CSV_PATH } from '@clinic/contract/staff/routes-settings';
import { downloadStaffFile } from '../../core/api/download-staff-file';
import type { StaffAuth } from '../../core/api/staff-calls';
import type { PaymentsQuery } from './get-payments';

/** The payments of the list's filter as the server writes them (CSV, every payment of the dates), saved as a file. */
export function downloadPaymentsCsv(auth: StaffAuth, query: PaymentsQuery) {
  const ask = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) ask.set(key, value);
  return downloadStaffFile(auth, PAYMENTS_CSV_PATH, ask, `payments-${query.from ?? 'start'}-${query.to ?? 'now'}.csv`);
}

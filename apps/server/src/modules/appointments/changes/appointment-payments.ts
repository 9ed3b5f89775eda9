import type { RefundsService } from '../../payments/refunds.service';
import type { VisitMoney } from '../../payments/visit-money.service';

/** What appointments need of payments: its refunds service's methods, never its tables. */
export type AppointmentPayments = Pick<
  RefundsService,
  'oweForCancelled' | 'refundNow' | 'cancelMoney' | 'moneyOfVisits'
> &
  Partial<Pick<VisitMoney, 'moneyMarks'>>;
export type OwedRefunds = Awaited<ReturnType<AppointmentPayments['oweForCancelled']>>;

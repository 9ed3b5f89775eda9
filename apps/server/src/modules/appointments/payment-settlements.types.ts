import type { Db } from '../../db/client';
import type { HoldKey, HoldScope } from './changes/hold-expiry';

/**
 * What a payment does to its appointment, written by this module inside the payment's own transaction: paid
 * keeps the time for good, a failed payment frees it. Each answers whether the (active, unpaid) visit changed.
 * The hold sweep expires the unpaid holds whose time ran out, sparing those the payments module keeps.
 */
export type PaymentSettlements = {
  markPaid(tx: Db, tenantId: number, appointmentId: number): Promise<boolean>;
  cancelUnpaid(tx: Db, tenantId: number, appointmentId: number, now: Date): Promise<boolean>;
  expireRunOutHolds(
    tx: Db,
    now: Date,
    scope: HoldScope | undefined,
    keep: (due: HoldKey[]) => Promise<HoldKey[]>,
  ): Promise<HoldKey[]>;
};

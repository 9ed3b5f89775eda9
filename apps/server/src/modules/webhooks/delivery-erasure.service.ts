import type { Db } from '../../db/client';
import { withoutContact } from './webhook-body';
import type { WebhooksRepository } from './webhooks.repository';

/** What an erasure (decision 013) asks of webhooks: no stored delivery keeps the patient's name or phone. */
export function createDeliveryErasure(deps: { repo: Pick<WebhooksRepository, 'withContactOf' | 'rewriteBodies'> }) {
  return {
    /**
     * In the erasure's transaction: every delivery about the patient's visits is rendered again without `data.patient`.
     * A pending one is retried with the new body (signed when sent); a delivered or failed one stays in the clinic's
     * log (id, event, status, attempts) without it. Answers how many bodies changed.
     */
    async forgetPatient(tx: Db, tenantId: number, customerId: number): Promise<number> {
      const stored = await deps.repo.withContactOf(tx, tenantId, customerId);
      const rewritten = stored.flatMap((row) => {
        const body = withoutContact(row.body);
        return body === undefined ? [] : [{ id: row.id, body }];
      });
      await deps.repo.rewriteBodies(tx, tenantId, rewritten);
      return rewritten.length;
    },
  };
}
export type DeliveryErasure = ReturnType<typeof createDeliveryErasure>;

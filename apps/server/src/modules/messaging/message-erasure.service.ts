import type { Db } from '../../db/client';
import type { OutboundRepository } from './outbound.repository';

/** A patient being erased (decision 013), and what their phone is written as from now on. */
type ErasedRecipient = { tenantId: number; customerId: number; phone: string; erasedPhone: string };

/** What an erasure asks of messaging: the patient's WhatsApp messages keep their facts, never their phone or text. */
export function createMessageErasure(deps: { repo: Pick<OutboundRepository, 'scrubPatient'> }) {
  return {
    /**
     * In the erasure's transaction: every message to the account or its phone keeps kind, topic, status and times
     * without phone, text or error; a message not yet sent is skipped, so no worker sends it.
     */
    forgetPatient: (tx: Db, patient: ErasedRecipient) => deps.repo.scrubPatient(tx, patient),
  };
}
export type MessageErasure = ReturnType<typeof createMessageErasure>;

/** The port the payments module tells its money's news through: the webhooks and documents modules implement it. */
export type { PaymentNotices } from './payment-notices';

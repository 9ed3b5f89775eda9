// The messaging module's settings (config.ts reads them from the environment).

/** Approved template names of the Cloud provider, by what a message says. */
export type Templates = {
  confirmation: string;
  reminder: string;
  cancellation: string;
  held: string;
  released: string;
};

export type MessagingConfig = {
  appSecret: string | undefined;
  verifyToken: string | undefined;
  templates: Templates;
  /** Minutes before a visit its reminders go out, longest first. */
  reminderMinutes: number[];
  reminderSweepSeconds: number;
  /** This process delivers queued messages. */
  worker: boolean;
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one delivery attempt holds its message (MESSAGE_HOLD_SECONDS). */
  holdSeconds: number;
  /** How long after its hold a message of unknown fate waits for a delivery status (MESSAGE_STATUS_WAIT_SECONDS). */
  statusWaitSeconds: number;
};

/** The webhooks module's settings (config.ts reads them from the environment). */
export type WebhooksConfig = {
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: endpoints may be on private, loopback or link-local addresses (the demo). */
  allowPrivateTargets: boolean;
  /** Production: endpoints must be https. */
  requireHttps: boolean;
  /** This process sends queued deliveries (MESSAGE_WORKER). */
  worker: boolean;
};

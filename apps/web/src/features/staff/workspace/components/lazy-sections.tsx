import { lazy } from 'react';

// The workspace's sections other than the agenda load when first opened: the agenda (what a front desk opens all
// day) stays small, and an owner's setup, payments or the authenticator's QR code cost nothing until used.
export const AuditSection = lazy(async () => ({
  default: (await import('../../audit/components/audit-section')).AuditSection,
}));
export const PatientsSection = lazy(async () => ({
  default: (await import('../../patients/components/patients-section')).PatientsSection,
}));
export const InboxSection = lazy(async () => ({
  default: (await import('../../inbox/components/inbox-section')).InboxSection,
}));
export const PaymentsSection = lazy(async () => ({
  default: (await import('../../payments/components/payments-section')).PaymentsSection,
}));
export const SetupSection = lazy(async () => ({
  default: (await import('../../setup/components/setup-section')).SetupSection,
}));
export const SecuritySection = lazy(async () => ({
  default: (await import('../../security/components/security-section')).SecuritySection,
}));
export const WebhooksSection = lazy(async () => ({
  default: (await import('../../webhooks/components/webhooks-section')).WebhooksSection,
}));
export const InsightsSection = lazy(async () => ({
  default: (await import('../../insights/components/insights-section')).InsightsSection,
}));
export const WaitlistSection = lazy(async () => ({
  default: (await import('../../waitlist/components/waitlist-section')).WaitlistSection,
}));
export const FailedMessagesSection = lazy(async () => ({
  default: (await import('../../failed-messages/components/failed-messages-section')).FailedMessagesSection,
}));

import { lazyPart } from '../../../lib/lazy-part';
import { i18n as i18next } from '../../../lib/i18n';

// The first screen is the date and time. The later steps' code and texts (phone and code inputs, registration,
// payment, confirmation) load once a time is chosen, or when a step is reached first, not before the screen.
const laterStepsNamespaces = ['forms', 'payment'];
const later =
  <T,>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), i18next.loadNamespaces(laterStepsNamespaces)]))[0];
const loadPhoneStep = later(() => import('./phone-step'));
const loadVerifyStep = later(() => import('./verify-step'));
const loadPaymentPanel = later(() => import('../../../components/payment/payment-panel'));
const loadConfirmationStep = later(() => import('./confirmation-step'));
const loadRegistrationModal = later(() => import('../../../components/registration-modal'));
export const PhoneStep = lazyPart(async () => ({ default: (await loadPhoneStep()).PhoneStep }));
export const VerifyStep = lazyPart(async () => ({ default: (await loadVerifyStep()).VerifyStep }));
export const PaymentPanel = lazyPart(async () => ({ default: (await loadPaymentPanel()).PaymentPanel }));
export const ConfirmationStep = lazyPart(async () => ({ default: (await loadConfirmationStep()).ConfirmationStep }));
export const RegistrationModal = lazyPart(async () => ({ default: (await loadRegistrationModal()).RegistrationModal }));
export const loadLaterSteps = () =>
  Promise.all([loadPhoneStep(), loadVerifyStep(), loadPaymentPanel(), loadConfirmationStep(), loadRegistrationModal()]);

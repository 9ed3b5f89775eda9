import type { TPaymentDetails } from '@clinic/contract/payments';
import { type ApiTarget, tenantRequest } from '../api-client';

/** The clinic's payment setup for this booking, with the amount the server will charge. */
export const getPaymentDetails = (
  target: ApiTarget,
  input: { invoiceSettingId: string; treatmentId: string; customerId: string },
) =>
  tenantRequest<{ sucess: 1; data: TPaymentDetails }>(target, '/api/bull36/get_payment_details', {
    session: true,
    query: {
      invoice_setting_id: input.invoiceSettingId,
      treatment_id: input.treatmentId,
      customer_id: input.customerId,
    },
  });

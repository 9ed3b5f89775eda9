import type { ApiTarget } from '../api-client';
import { callApi } from '../call-api';

/** The clinic's payment setup for this booking, with the amount the server will charge. */
export const getPaymentDetails = (
  target: ApiTarget,
  input: { invoiceSettingId: string; treatmentId: string; customerId: string },
) =>
  callApi(target, 'getPaymentDetails', {
    query: {
      invoice_setting_id: input.invoiceSettingId,
      treatment_id: input.treatmentId,
      customer_id: input.customerId,
    },
  });

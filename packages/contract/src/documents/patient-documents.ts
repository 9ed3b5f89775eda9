import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { zId } from '../core/common';
import { ZDocumentSummary } from './staff-documents';

export const ZAppointmentDocumentsResponse = z.object({
  success: z.literal(1),
  data: z.array(
    ZDocumentSummary.extend({
      /** A link to the PDF that works without logging in, until `url_expires_at`. */
      url: z.string(),
      url_expires_at: z.string(),
    }),
  ),
});

export const getAppointmentDocumentsCall = defineCall({
  ...ROUTES.getAppointmentDocuments,
  summary: "The patient's payment documents of one of their visits, each with a signed link to its PDF",
  params: z.object({ id: zId('id') }),
  response: ZAppointmentDocumentsResponse,
});

export const getSignedDocumentCall = defineCall({
  ...ROUTES.getSignedDocument,
  summary: "A payment document's PDF by its signed link (no login); refused once the link expires",
  params: z.object({ clinic: zId('clinic'), id: zId('id') }),
  query: z.object({
    expires: z.coerce.number({ error: 'expires must be a number' }).int().positive(),
    signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'signature is not valid' }),
  }),
  response: z.string().meta({ description: 'The PDF' }),
  responseType: 'application/pdf',
});

export const patientDocumentCalls = [getAppointmentDocumentsCall, getSignedDocumentCall] as const;

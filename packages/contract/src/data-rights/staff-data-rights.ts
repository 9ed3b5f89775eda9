import { z } from 'zod';
import { zId } from '../core/common';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZDataExport } from './data-export';
import { ZEraseRequest } from './data-rights';

const ZPatientParams = z.object({ id: zId('id') });

export const staffExportPatientCall = defineCall({
  ...ROUTES.staffExportPatient,
  summary: "Everything the clinic holds about a patient, with the staff's notes, as a JSON download (owners only)",
  params: ZPatientParams,
  response: ZDataExport,
});

export const staffErasePatientCall = defineCall({
  ...ROUTES.staffErasePatient,
  summary: "Erases a patient who asked at the desk, as the patient's own erasure does; audit-logged (owners only)",
  params: ZPatientParams,
  body: ZEraseRequest,
  response: z.object({ success: z.literal(1), cancelled_visits: z.number().int() }),
});

export const staffDataRightsCalls = [staffExportPatientCall, staffErasePatientCall] as const;

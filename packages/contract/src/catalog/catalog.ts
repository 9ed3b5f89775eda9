import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZBranch, ZBranchDetail, ZDoctor, ZDoctorDetail, ZTreatment } from './entities';
import { zId } from '../core/common';

const listOf = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(1), data: z.array(item) });
const oneOf = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(1), data: item });

export const ZGetTreatmentsResponse = listOf(ZTreatment);
export const ZGetTreatmentResponse = oneOf(ZTreatment);
export const ZGetDoctorsResponse = listOf(ZDoctor);
export const ZGetDoctorResponse = oneOf(ZDoctorDetail);
export const ZGetClinicsResponse = listOf(ZBranch);
export const ZGetClinicResponse = oneOf(ZBranchDetail);
export const ZCatalogIdParams = z.object({ id: zId('id') });

export const getTreatmentsCall = defineCall({
  ...ROUTES.getTreatments,
  summary: "The tenant's treatments (appointment types).",
  response: ZGetTreatmentsResponse,
});
export const getTreatmentCall = defineCall({
  ...ROUTES.getTreatment,
  summary: 'One treatment.',
  params: ZCatalogIdParams,
  response: ZGetTreatmentResponse,
});
export const getDoctorsCall = defineCall({
  ...ROUTES.getDoctors,
  summary: 'The tenant\'s doctors (all statuses; the site shows status "1").',
  response: ZGetDoctorsResponse,
});
export const getDoctorCall = defineCall({
  ...ROUTES.getDoctor,
  summary: 'One doctor with the clinics they work at.',
  params: ZCatalogIdParams,
  response: ZGetDoctorResponse,
});
export const getClinicsCall = defineCall({
  ...ROUTES.getClinics,
  summary: "The tenant's clinics (branches) with weekly hours.",
  response: ZGetClinicsResponse,
});
export const getClinicCall = defineCall({
  ...ROUTES.getClinic,
  summary: 'One clinic with its services and doctors.',
  params: ZCatalogIdParams,
  response: ZGetClinicResponse,
});

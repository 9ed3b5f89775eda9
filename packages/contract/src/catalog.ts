import { z } from 'zod';
import { defineCall } from './define-call';
import { ZBranch, ZBranchDetail, ZDoctor, ZDoctorDetail, ZTreatment } from './entities';
import { zId } from './common';

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
  method: 'GET',
  path: '/api/treatments',
  summary: "The tenant's treatments (appointment types).",
  auth: 'tenant',
  response: ZGetTreatmentsResponse,
});
export const getTreatmentCall = defineCall({
  method: 'GET',
  path: '/api/treatments/:id',
  summary: 'One treatment.',
  auth: 'tenant',
  params: ZCatalogIdParams,
  response: ZGetTreatmentResponse,
});
export const getDoctorsCall = defineCall({
  method: 'GET',
  path: '/api/doctors',
  summary: 'The tenant\'s doctors (all statuses; the site shows status "1").',
  auth: 'tenant',
  response: ZGetDoctorsResponse,
});
export const getDoctorCall = defineCall({
  method: 'GET',
  path: '/api/doctors/:id',
  summary: 'One doctor with the clinics they work at.',
  auth: 'tenant',
  params: ZCatalogIdParams,
  response: ZGetDoctorResponse,
});
export const getClinicsCall = defineCall({
  method: 'GET',
  path: '/api/clinics',
  summary: "The tenant's clinics (branches) with weekly hours.",
  auth: 'tenant',
  response: ZGetClinicsResponse,
});
export const getClinicCall = defineCall({
  method: 'GET',
  path: '/api/clinics/:id',
  summary: 'One clinic with its services and doctors.',
  auth: 'tenant',
  params: ZCatalogIdParams,
  response: ZGetClinicResponse,
});

import { z } from 'zod';
import { ZEmail, zId } from '../core/common';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import {
  ZDurationMinutes,
  ZPrice,
  ZTexts,
  ZWeekday,
  ZWeeklyHours,
  ZWeeklyRange,
  checkWeeklyRanges,
  zIdList,
  zTextsInput,
} from './settings-fields';

// The owner's setup of the clinic's branches, doctors and treatments. Each list answers every record, archived
// and hidden ones too; each POST answers the new record's id; each PATCH changes only the fields it sends (null
// clears an optional one). Every change is written to the audit log, and the patient site's free times follow it
// on the next call. Visits already booked are never changed by any of them.

const ZCreated = z.object({ success: z.literal(1), id: z.number().int() });
const ZDone = z.object({ success: z.literal(1) });
const ZRecordParams = z.object({ id: zId('id') });
const ZPhone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]{6,20}$/, { error: 'phone must be digits, spaces and dashes, 6 to 20' });
/** An optional field of a change: absent leaves it, null clears it. */
const clearable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

// Branches.

export const ZSettingsBranch = z.object({
  id: z.number().int(),
  name: ZTexts,
  address: ZTexts.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  description: ZTexts.nullable(),
  /** Weekly opening hours, several ranges a day allowed. */
  schedule: z.array(ZWeeklyRange),
  /** Archived: no longer listed or bookable on the patient site; its visits stay. */
  archived: z.boolean(),
});
export type TSettingsBranch = z.infer<typeof ZSettingsBranch>;

const branchFields = {
  address: clearable(zTextsInput('address', 300)),
  phone: clearable(ZPhone),
  email: clearable(ZEmail),
  description: clearable(zTextsInput('description', 5000)),
};
export const ZCreateBranchRequest = z.object({
  name: zTextsInput('name', 200),
  ...branchFields,
  schedule: ZWeeklyHours.default([]),
});
export const ZUpdateBranchRequest = z.object({
  name: zTextsInput('name', 200).optional(),
  ...branchFields,
  schedule: ZWeeklyHours.optional(),
  archived: z.boolean().optional(),
});

export const staffBranchesCall = defineCall({
  ...ROUTES.staffBranches,
  summary: "The clinic's branches with their opening hours, archived ones too (owners)",
  response: z.object({ branches: z.array(ZSettingsBranch) }),
});
export const staffCreateBranchCall = defineCall({
  ...ROUTES.staffCreateBranch,
  summary: 'Adds a branch with its weekly opening hours (owners)',
  body: ZCreateBranchRequest,
  response: ZCreated,
});
export const staffUpdateBranchCall = defineCall({
  ...ROUTES.staffUpdateBranch,
  summary: 'Changes a branch, its opening hours, or archives it (owners); booked visits stay as they are',
  params: ZRecordParams,
  body: ZUpdateBranchRequest,
  response: ZDone,
});

// Doctors.

export const ZWorkingRange = ZWeeklyRange.extend({ branch_id: zId('branch_id') });
/** A doctor's week: the hours at each branch; one day's ranges never overlap, at one branch or two. */
const ZWorkingHours = z.array(ZWorkingRange).max(200).superRefine(checkWeeklyRanges);
/** 1: shown to patients and bookable; 0: hidden. */
const ZDoctorStatus = z.union([z.literal(1), z.literal(0)], { error: 'status must be 1 (shown) or 0 (hidden)' });

export const ZSettingsDoctor = z.object({
  id: z.number().int(),
  name: ZTexts,
  status: ZDoctorStatus,
  working: z.array(z.object({ branch_id: z.number().int(), day: ZWeekday, start: z.string(), end: z.string() })),
  description: ZTexts.nullable(),
  specialty: ZTexts.nullable(),
  color: z.string().nullable(),
  /** The photo's site path (POST /api/staff/doctors/:id/photo replaces it). */
  image: z.string().nullable().optional(),
});
export type TSettingsDoctor = z.infer<typeof ZSettingsDoctor>;

const doctorFields = {
  description: clearable(zTextsInput('description', 5000)),
  specialty: clearable(zTextsInput('specialty', 200)),
  color: clearable(z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'color must look like #0f766e' })),
};
export const ZCreateDoctorRequest = z.object({
  name: zTextsInput('name', 200),
  status: ZDoctorStatus.default(1),
  working: ZWorkingHours.default([]),
  ...doctorFields,
});
export const ZUpdateDoctorRequest = z.object({
  name: zTextsInput('name', 200).optional(),
  status: ZDoctorStatus.optional(),
  working: ZWorkingHours.optional(),
  ...doctorFields,
});

export const staffDoctorsCall = defineCall({
  ...ROUTES.staffDoctors,
  summary: "The clinic's doctors with the hours they work at each branch, hidden ones too (owners)",
  response: z.object({ doctors: z.array(ZSettingsDoctor) }),
});
export const staffCreateDoctorCall = defineCall({
  ...ROUTES.staffCreateDoctor,
  summary: 'Adds a doctor and the weekly hours they work at each branch (owners)',
  body: ZCreateDoctorRequest,
  response: ZCreated,
});
export const staffUpdateDoctorCall = defineCall({
  ...ROUTES.staffUpdateDoctor,
  summary: 'Changes a doctor, their hours, or hides them (status 0) (owners); booked visits stay as they are',
  params: ZRecordParams,
  body: ZUpdateDoctorRequest,
  response: ZDone,
});

// Treatments.

export const ZSettingsTreatment = z.object({
  id: z.number().int(),
  name: ZTexts,
  description: ZTexts.nullable(),
  duration_minutes: z.number().int(),
  price: z.number(),
  /** With force_pay: what a booking must pay at once, when less than the price. */
  min_force_payment_price: z.number().nullable(),
  /** A booking is paid online when it is made (its time is held until then). */
  force_pay: z.boolean(),
  /** The payment company online payments go to ('0': the clinic's default card payments). */
  payment_company: z.string(),
  branches: z.array(z.number().int()),
  /** Who may perform it; empty: any doctor working at the branch. */
  doctors: z.array(z.number().int()),
  archived: z.boolean(),
});
export type TSettingsTreatment = z.infer<typeof ZSettingsTreatment>;

const treatmentFields = {
  description: clearable(zTextsInput('description', 5000)),
  min_force_payment_price: clearable(ZPrice),
  payment_company: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, { error: 'payment_company is a company id such as stripe, or 0' })
    .optional(),
};
export const ZCreateTreatmentRequest = z.object({
  name: zTextsInput('name', 200),
  duration_minutes: ZDurationMinutes,
  price: ZPrice,
  force_pay: z.boolean().default(false),
  branches: zIdList('branches'),
  doctors: zIdList('doctors').default([]),
  ...treatmentFields,
});
export const ZUpdateTreatmentRequest = z.object({
  name: zTextsInput('name', 200).optional(),
  duration_minutes: ZDurationMinutes.optional(),
  price: ZPrice.optional(),
  force_pay: z.boolean().optional(),
  branches: zIdList('branches').optional(),
  doctors: zIdList('doctors').optional(),
  archived: z.boolean().optional(),
  ...treatmentFields,
});

export const staffTreatmentsCall = defineCall({
  ...ROUTES.staffTreatments,
  summary: "The clinic's treatments, archived ones too (owners)",
  response: z.object({ treatments: z.array(ZSettingsTreatment) }),
});
export const staffCreateTreatmentCall = defineCall({
  ...ROUTES.staffCreateTreatment,
  summary: 'Adds a treatment: its length, price, payment, branches and doctors (owners)',
  body: ZCreateTreatmentRequest,
  response: ZCreated,
});
export const staffUpdateTreatmentCall = defineCall({
  ...ROUTES.staffUpdateTreatment,
  summary: 'Changes a treatment or archives it (owners); booked visits keep their length and price',
  params: ZRecordParams,
  body: ZUpdateTreatmentRequest,
  response: ZDone,
});

export const staffSettingsCalls = [
  staffBranchesCall,
  staffCreateBranchCall,
  staffUpdateBranchCall,
  staffDoctorsCall,
  staffCreateDoctorCall,
  staffUpdateDoctorCall,
  staffTreatmentsCall,
  staffCreateTreatmentCall,
  staffUpdateTreatmentCall,
] as const;

import { z } from 'zod';
import { ZFlag, ZIdLike, ZLocalTime, ZMoney, jsonList } from '../core/common';

import { DAY_NAMES } from './days';

export { DAY_NAMES };
export const ZDayName = z.enum(DAY_NAMES);

export const ZScheduleEntry = z.object({
  day_name: ZDayName,
  start_time: ZLocalTime,
  end_time: ZLocalTime,
});
export type TScheduleEntry = z.infer<typeof ZScheduleEntry>;

/** A doctor's weekly hours at one branch. */
export const ZWorkingDay = z.object({
  branch_id: ZIdLike,
  day_name: ZDayName,
  start_time: ZLocalTime,
  end_time: ZLocalTime,
});

/** Time a doctor is not bookable; with branch_id only at that branch. */
export const ZBlock = z.object({
  branch_id: ZIdLike.optional(),
  date: z.string(),
  start_time: ZLocalTime,
  end_time: ZLocalTime,
});

export const ZDoctor = z.object({
  id: ZIdLike,
  team_member_id: ZIdLike.optional(),
  doctor_name: z.string().nullish(),
  display_name: z.string().nullish(),
  image: z.string().nullish(),
  discription: z.string().nullish(),
  branch_working_day: jsonList(ZWorkingDay).optional(),
  color: z.string().nullish(),
  status: z.union([z.string(), z.number()]),
  block_appointment: jsonList(ZBlock).optional(),
  branch_block_appointment: jsonList(ZBlock).optional(),
});
export type TDoctor = z.infer<typeof ZDoctor>;

/** The doctor detail page (older page) shows more than the list card. */
export const ZDoctorDetail = ZDoctor.extend({
  specialty: z.string().nullish(),
  bio: z.string().nullish(),
  experience: z.number().nullish(),
  education: z.string().nullish(),
  clinicIds: z.array(ZIdLike).default([]),
});
export type TDoctorDetail = z.infer<typeof ZDoctorDetail>;

export const ZTreatment = z.object({
  id: ZIdLike,
  name: z.string(),
  price: ZMoney,
  time: z.union([z.number(), z.string()]).nullish(),
  images: jsonList(z.string()).default([]),
  description: z.string().nullish(),
  force_pay: ZFlag.nullish(),
  minForcePaymentPrice: ZMoney.nullish(),
  cancellationPrice: ZMoney.nullish(),
  branch: jsonList(ZIdLike).default([]),
  /** The doctors who give it (patients may choose one); empty or absent: any doctor of the branch. */
  doctors: jsonList(ZIdLike).optional(),
  force_paymnent_company: z.union([z.string(), z.number()]).nullish(),
  force_payment_document: z.string().nullish(),
});
export type TTreatment = z.infer<typeof ZTreatment>;

export const ZBranch = z.object({
  id: ZIdLike,
  name: z.string().nullish(),
  branch_name: z.string().nullish(),
  address: z.string().nullish(),
  image: z.string().nullish(),
  description: z.string().nullish(),
  /** As the clinic's people write it: national in the clinic's country ("03-555-0110"), else international. */
  phone: z.string().nullish(),
  /** The same phone dialled from anywhere (E.164: "+97235550100"), for tel: and WhatsApp links. */
  phone_e164: z.string().nullish(),
  email: z.string().nullish(),
  schedule: jsonList(ZScheduleEntry).default([]),
  /** Upcoming days the branch is closed (holidays), soonest first; absent: none. */
  closures: z.array(z.object({ from_date: z.string(), to_date: z.string(), reason: z.string() })).optional(),
});
export type TBranch = z.infer<typeof ZBranch>;
export type TBranchClosure = NonNullable<TBranch['closures']>[number];

/** The clinic detail page (older page) adds what is offered there and who works there. */
export const ZBranchDetail = ZBranch.extend({
  services: z.array(z.object({ id: ZIdLike, name: z.string() })).default([]),
  doctors: z.array(z.object({ id: ZIdLike, name: z.string(), image: z.string().nullish() })).default([]),
});
export type TBranchDetail = z.infer<typeof ZBranchDetail>;

export const ZTemplateData = z.object({
  banner_images: z.string().nullish(),
  banner_main_heading: z.string().nullish(),
  banner_discription: z.string().nullish(),
  /** Where each banner leads, JSON-encoded like the lists above (null: nowhere); absent on the legacy backend. */
  banner_links: z.string().nullish(),
  aboutus_main_heading: z.string().nullish(),
  aboutus_discription: z.string().nullish(),
  aboutus_image: z.string().nullish(),
  /** As the clinic's people write it: national in the clinic's country ("03-555-0100"), else international. */
  contactus_phone: z.string().nullish(),
  /** The same phone dialled from anywhere (E.164: "+97235550100"), for tel: and WhatsApp links. */
  contactus_phone_e164: z.string().nullish(),
  contactus_email: z.string().nullish(),
  contactus_address: z.string().nullish(),
});
export type TTemplateData = z.infer<typeof ZTemplateData>;

export const ZUserTemplate = z.object({
  name: z.string(),
  email: z.string().nullish(),
  /** As the clinic's people write it: national in the clinic's country, else international. */
  phone: z.string().nullish(),
  /** The same phone dialled from anywhere (E.164: "+97235550100"), for tel: and WhatsApp links. */
  phone_e164: z.string().nullish(),
  address: z.string().nullish(),
  user_id: ZIdLike,
  owner_id: ZIdLike.nullish(),
  doctor_template_id: ZIdLike.nullish(),
  profile_image: z.string().nullish(),
  lang: z.string().nullish(),
  /** IANA zone of the clinic; wire times are wall times there. */
  time_zone: z.string().optional(),
  /** The languages the clinic's site offers (lang is the default); absent: every language of the site. */
  languages: z.array(z.string()).optional(),
  /** Patients may book from today up to this many days ahead, and no sooner than this many minutes ahead. */
  booking_window_days: z.number().int().optional(),
  min_notice_minutes: z.number().int().optional(),
  /** The number to call in a medical emergency: the clinic's setting, else its country's (Israel: 101). */
  emergency_number: z.string().optional(),
  /** The clinic's country (ISO 3166 code), from its phone or time zone: its week starts as there. */
  country: z.string().optional(),
  /** The ISO 4217 code of the clinic's prices; absent: ILS. */
  currency: z.string().optional(),
});
export type TUserTemplate = z.infer<typeof ZUserTemplate>;

import { z } from 'zod';
import { ZLocalDate, ZTrimmed, zId } from '../core/common';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZTexts, zTextsInput } from './settings-fields';

const ZIdParams = z.object({ id: zId('id') });
const ZDone = z.object({ success: z.literal(1) });

/** The largest image an owner may upload, in bytes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The image types an upload may be (by its content, whatever its name or Content-Type says). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const ZUploaded = z.object({
  success: z.literal(1),
  /** The site path of the stored picture; its name changes with its content, so it may be cached forever. */
  image: z.string(),
});
export const staffUploadClinicLogoCall = defineCall({
  ...ROUTES.staffUploadClinicLogo,
  summary: "Replaces the clinic's logo with the image sent as the body (JPEG, PNG or WebP, at most 5 MB)",
  bodyTypes: IMAGE_TYPES,
  response: ZUploaded,
});
export const staffUploadDoctorPhotoCall = defineCall({
  ...ROUTES.staffUploadDoctorPhoto,
  summary: "Replaces a doctor's photo with the image sent as the body (JPEG, PNG or WebP, at most 5 MB)",
  params: ZIdParams,
  bodyTypes: IMAGE_TYPES,
  response: ZUploaded,
});
export const getImageCall = defineCall({
  ...ROUTES.getImage,
  summary: 'A stored picture as WebP; its name is a hash of its bytes, so the answer never changes (cached a year)',
  params: z.object({ name: z.string().meta({ description: 'The last segment of the path an upload answered' }) }),
  response: z.string().meta({ format: 'binary' }),
  responseType: 'image/webp',
});

/** A link of a banner: a web address or a page of this site (`/…`), nothing a browser would run. */
const ZLink = z
  .string()
  .trim()
  .max(500, { error: 'link must be at most 500 characters' })
  .refine((link) => /^https?:\/\/[^\s/]+/i.test(link) || /^\/(?!\/)\S*$/.test(link), {
    error: 'link must be a web address (https://…) or a page of this site (/…)',
  });

export const ZHomeBanner = z.object({ title: ZTexts, text: ZTexts.nullable(), link: z.string().nullable() });
/** The home page's content per language; a language without a text falls back to the clinic's default one. */
export const ZHomeContent = z.object({
  banners: z.array(ZHomeBanner),
  about_heading: ZTexts.nullable(),
  /** Rich text (HTML); the site sanitises it before showing it. */
  about_text: ZTexts.nullable(),
  /** The clinic's logo (POST /api/staff/clinic/logo replaces it). */
  logo: z.string().nullable(),
});
export type THomeContent = z.infer<typeof ZHomeContent>;
export const staffHomeContentCall = defineCall({
  ...ROUTES.staffHomeContent,
  summary: "The home page's banners and about text, in each language",
  response: ZHomeContent,
});

export const ZUpdateHomeContentRequest = z.object({
  /** Replaces every banner; an empty list brings back the site's own heading. */
  banners: z
    .array(
      z.object({
        title: zTextsInput('title', 120),
        text: zTextsInput('text', 400).nullish(),
        link: ZLink.nullish(),
      }),
    )
    .max(5, { error: 'banners: at most 5' })
    .optional(),
  about_heading: zTextsInput('about_heading', 120).nullish(),
  about_text: zTextsInput('about_text', 5000).nullish(),
});
export const staffUpdateHomeContentCall = defineCall({
  ...ROUTES.staffUpdateHomeContent,
  summary: "Changes the home page's banners or about text; the patient site shows them on its next load",
  body: ZUpdateHomeContentRequest,
  response: ZHomeContent,
});

/** A branch closed on whole days, from one date to another (both included), in the clinic's time zone. */
export const ZClosure = z.object({
  id: z.number().int(),
  from_date: z.string(),
  to_date: z.string(),
  reason: z.string(),
});
export type TClosure = z.infer<typeof ZClosure>;
export const staffBranchClosuresCall = defineCall({
  ...ROUTES.staffBranchClosures,
  summary: "A branch's holidays and closures that have not ended",
  params: ZIdParams,
  response: z.object({ closures: z.array(ZClosure) }),
});

export const ZAddClosureRequest = z.object({
  from_date: ZLocalDate,
  to_date: ZLocalDate,
  reason: ZTrimmed('reason', 200),
  /** Cancel the visits booked on those days (otherwise the closure is refused while there are any). */
  cancel_visits: z.boolean().default(false),
});
export const staffAddClosureCall = defineCall({
  ...ROUTES.staffAddClosure,
  summary: 'Closes a branch on whole days (a holiday); patients are offered no time on them',
  params: ZIdParams,
  body: ZAddClosureRequest,
  response: z.object({ success: z.literal(1), id: z.number().int(), cancelled: z.number().int() }),
});
export const staffRemoveClosureCall = defineCall({
  ...ROUTES.staffRemoveClosure,
  summary: 'Opens a closed branch again on those days',
  params: ZIdParams,
  response: ZDone,
});

export const staffContentCalls = [
  staffUploadClinicLogoCall,
  staffUploadDoctorPhotoCall,
  staffHomeContentCall,
  staffUpdateHomeContentCall,
  staffBranchClosuresCall,
  staffAddClosureCall,
  staffRemoveClosureCall,
  getImageCall,
];

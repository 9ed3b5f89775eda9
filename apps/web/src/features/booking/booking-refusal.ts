import { ApiError } from '../../lib/api-client';

/** A refused booking, said beside the field it is about: the family member chosen, or the time. */
export type BookingRefusal = { field: 'who' | 'time'; text: string };

const ABOUT_THE_MEMBER = new Set(['FAMILY_MEMBER_NOT_FOUND', 'NOT_YOUR_FAMILY_MEMBER']);

export const refusalOf = (error: unknown, text: string): BookingRefusal => ({
  field: error instanceof ApiError && error.code && ABOUT_THE_MEMBER.has(error.code) ? 'who' : 'time',
  text,
});

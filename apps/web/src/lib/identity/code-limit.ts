import { ApiError } from '../api-client';

/**
 * The server sends or checks no more codes for a while: the patient needs another way to reach the clinic. (Apart
 * from the help that shows it, so the booking's first screen does not load the phone library.)
 */
export const isCodeLimit = (error: unknown) =>
  error instanceof ApiError && (error.code === 'OTP_SEND_LIMIT' || error.code === 'OTP_VERIFY_LIMIT');

import { ApiError } from '../api-client';

/** The server will send or check no more codes for a while: the patient needs another way to reach the clinic. */
export const isCodeLimit = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'OTP_SEND_LIMIT' || error.code === 'OTP_VERIFY_LIMIT' || error.code === 'OTP_LOCKED');

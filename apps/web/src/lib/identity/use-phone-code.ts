import { useRef, useState } from 'react';
import type { TSendOtpRequest, TSendOtpResponse } from '@clinic/contract/identity/identity';
import { ApiError } from '../api-client';
import { failureMessage } from '../errors/failure-text';
import { STORAGE_KEYS, storeLogin, writeStorage } from '../storage';
import { useSendOtp } from './send-otp';
import { useVerifyOtp } from './verify-otp';

/** The server refused one registration field: its sentence in the page language, shown beside that field. */
export type FieldRefusal = { field: string; message: string };

/** How a code came to be sent: to a known phone, or with a new patient's registration (first sent or sent again). */
export type CodeSent = 'sent' | 'registered';

type Details = Pick<TSendOtpRequest, 'name' | 'age' | 'gender' | 'email'>;

/**
 * Phone-and-code login, as the login page and the booking screen both run it: ask for a code (an unknown phone
 * opens the registration instead), register, verify and keep the login. Each screen shows the steps and says
 * what went wrong in its own words: these reject with the call's error. No account exists until a code is verified,
 * so a screen says only that the code was sent, a new patient's too.
 */
export function usePhoneCode(onCodeSent: (answer: TSendOtpResponse, how: CodeSent) => void) {
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [registering, setRegistering] = useState(false);
  const [demoCode, setDemoCode] = useState<string>();
  const [refusal, setRefusal] = useState<FieldRefusal>();
  // The registration this screen sent, by phone: a code sent again carries it, so the dialog does not come back
  // (the account is made only when a code is verified, so until then the phone is still unknown to the server).
  const registered = useRef<{ phone: string; details: Details } | null>(null);

  const codeSent = (answer: TSendOtpResponse, how: CodeSent) => {
    writeStorage({ [STORAGE_KEYS.tempCustomerId]: answer.customer_id === null ? null : String(answer.customer_id) });
    setDemoCode(answer.demo_code);
    onCodeSent(answer, how);
  };

  return {
    /** The registration dialog is open: the phone is unknown to the clinic. */
    registering,
    closeRegistration: () => {
      setRegistering(false);
      setRefusal(undefined);
    },
    /** The field of the registration the server refused, and why. */
    refusal,
    /** On a demo server, the code the server showed (no WhatsApp message carries it). */
    demoCode,
    sending: sendOtp.isPending,
    verifying: verifyOtp.isPending,

    async requestCode(phone: string) {
      const details = registered.current?.phone === phone ? registered.current.details : null;
      if (details) return codeSent(await sendOtp.mutateAsync({ phone, not_exist: 1, ...details }), 'registered');
      const answer = await sendOtp.mutateAsync({ phone });
      if (Number(answer.not_exist) === 1) setRegistering(true);
      else codeSent(answer, 'sent');
    },

    async register(phone: string, details: Details) {
      // The account is made when the code is verified, so the answer names no customer yet.
      setRefusal(undefined);
      let answer: TSendOtpResponse;
      try {
        answer = await sendOtp.mutateAsync({ phone, not_exist: 1, ...details });
      } catch (error) {
        // A refused field is said beside it in the dialog, which stays open; anything else is the screen's to say.
        const field = error instanceof ApiError && error.code === 'REGISTRATION_INVALID' ? error.params?.field : '';
        if (!field) throw error;
        setRefusal({ field, message: failureMessage(error, '') });
        return;
      }
      setRegistering(false);
      registered.current = { phone, details };
      codeSent(answer, 'registered');
    },

    /**
     * Verifies the code and keeps the login; answers the customer's id. `beforeLogin` runs just before the login
     * is kept (a screen that leaves on login can say it is its own login first).
     */
    async verify(phone: string, code: string, beforeLogin?: () => void): Promise<string> {
      const answer = await verifyOtp.mutateAsync({ phone, otp: code });
      const customerId = String(answer.cust_id ?? answer.customerId ?? answer.customer_data.id);
      beforeLogin?.();
      storeLogin({ customerId, phone, token: answer.token, customerData: answer.customer_data });
      return customerId;
    },
  };
}

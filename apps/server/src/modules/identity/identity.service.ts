import type { TLang } from '@clinic/contract/core/common';
import type { MetricsPort } from '../../lib/metrics-port';
import { randomBytes } from 'node:crypto';
import { ZRegistration, type TCustomerData } from '@clinic/contract/identity/identity';
import { AppError } from '../../errors';
import type { CustomerRow, CustomersRepository } from './customers.repository';
import { OTP_TTL_MS, generateCode, hashCode, sameHash } from './otp-code';
import { createCodeCheck } from './code-check';
import type { OtpCodesRepository } from './otp-codes.repository';
import type { PendingRegistration } from '../../db/schema';
import { addressBucket } from '../../lib/client-address';
import { type NormalizedPhone, normalizePhone } from '../../lib/phone';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashToken } from '../../lib/token-hash';
import type { SessionsRepository } from './sessions.repository';
import { WhatsAppSendError, type WhatsAppProvider } from '../../lib/whatsapp/whatsapp-provider';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** A phone receives at most OTP_SENDS_PER_PHONE codes in any such window, whoever asks. */
const PHONE_WINDOW_MS = 10 * 60 * 1000;
/**
 * One address may fill a phone's window at most once in this longer one, so requests from others never keep a
 * patient from receiving a code for more than one phone window (10 minutes) at a time.
 */
const ADDRESS_PHONE_WINDOW_MS = 30 * 60 * 1000;

/** Success texts of the identity calls (spec section 8); failures are error codes (contract error-texts). */
export const IDENTITY_MESSAGES = {
  notExist: 'Customer not found. Please complete your registration.',
  sent: 'OTP sent successfully via WhatsApp!',
  created: 'Account created successfully! OTP sent to your WhatsApp.',
  loggedIn: 'Login successful!',
  loggedOut: 'Logged out successfully',
} as const;

export type IdentityDeps = {
  /** Counts codes sent (the /metrics counter). */
  metrics?: MetricsPort;
  customers: CustomersRepository;
  otpCodes: OtpCodesRepository;
  sessions: SessionsRepository;
  whatsapp: WhatsAppProvider;
  limiter: RateLimiter;
  otp: {
    secret: string;
    testNumbers: string[];
    testCode: string | undefined;
    sendsPerPhone: number;
    sendsPerIpPerHour: number;
    verifiesPerIp: number;
  };
  /** Demo only: the send answer carries the code, since no real message carries it. */
  revealCodes: boolean;
};

export type SendOtpInput = {
  tenantId: number;
  phone: string;
  clientIp: string;
  lang: TLang;
  notExist: boolean;
  registration: {
    name?: string | undefined;
    email?: string | undefined;
    age?: number | string | undefined;
    gender?: string | undefined;
  };
};

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export function toCustomerData(row: CustomerRow): TCustomerData {
  return { id: row.id, name: row.name, phone: row.phone, email: row.email, age: row.age, gender: row.gender };
}

export function createIdentityService(deps: IdentityDeps) {
  const { customers, otpCodes, sessions, whatsapp, limiter, otp, revealCodes } = deps;

  const phoneOf = (input: string): NormalizedPhone => {
    const phone = normalizePhone(input);
    if (!phone) throw new AppError('PHONE_INVALID');
    return phone;
  };

  /**
   * Sends are limited per phone (across tenants: it protects the person who owns the number), per address and
   * per address and phone together; a refused request counts under none of them.
   */
  async function limitSend(phone: NormalizedPhone, clientIp: string, now: Date) {
    const address = addressBucket(clientIp);
    const result = await limiter.hit(
      [
        { key: `otp-send:ip:${address}`, limit: otp.sendsPerIpPerHour, windowMs: HOUR_MS },
        { key: `otp-send:phone:${phone.digits}`, limit: otp.sendsPerPhone, windowMs: PHONE_WINDOW_MS },
        {
          key: `otp-send:ip-phone:${address}:${phone.digits}`,
          limit: otp.sendsPerPhone,
          windowMs: ADDRESS_PHONE_WINDOW_MS,
        },
      ],
      now,
    );
    if (!result.allowed) {
      throw new AppError('OTP_SEND_LIMIT', { params: { minutes: minutesOf(result.retryAfterSeconds) } });
    }
  }

  async function deliverCode(
    tenantId: number,
    phone: NormalizedPhone,
    lang: TLang,
    registration: PendingRegistration | null,
    now: Date,
  ): Promise<string> {
    const useTestCode = otp.testCode !== undefined && otp.testNumbers.includes(phone.digits);
    const code = useTestCode ? otp.testCode! : generateCode();
    const row = await otpCodes.replace(
      {
        tenantId,
        phone: phone.e164,
        codeHash: hashCode(otp.secret, { tenantId, phone: phone.e164 }, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        registration,
      },
      now,
    );
    try {
      await whatsapp.sendOtp({ to: phone.digits, code, lang }, now);
      deps.metrics?.otpSent();
    } catch (error) {
      // A code that never arrived must not stay usable.
      await otpCodes.consume(tenantId, row.id, now);
      if (error instanceof WhatsAppSendError) throw new AppError('OTP_SEND_FAILED');
      throw error;
    }
    return code;
  }

  const checkCode = createCodeCheck({ limiter, otpCodes, secret: otp.secret, verifiesPerIp: otp.verifiesPerIp });

  /** A logged-in patient's own phone, as the code calls need it. */
  async function ownPhone(tenantId: number, customerId: number): Promise<NormalizedPhone> {
    const customer = await customers.findById(tenantId, customerId);
    const phone = customer && normalizePhone(customer.phone);
    if (!phone) throw new AppError('SESSION_INVALID');
    return phone;
  }

  return {
    /**
     * Unknown phone without registration fields: answers not_exist 1 (the site opens the registration modal).
     * With them: sends a code and keeps the details with it; the customer is created only when that code is
     * verified, so nobody can choose another person's profile. A known phone just gets a code; registration
     * fields never change an existing customer.
     */
    async sendOtp(input: SendOtpInput, now: Date) {
      const phone = phoneOf(input.phone);
      const customer = await customers.findByPhone(input.tenantId, phone.e164);
      let registration: PendingRegistration | null = null;
      let ticket: string | undefined;
      if (!customer) {
        const hasRegistration = input.notExist || input.registration.name !== undefined;
        if (!hasRegistration) {
          // Lookups count against the address too, so the endpoint cannot be used to list patients' numbers fast.
          const rule = { key: `otp-lookup:ip:${addressBucket(input.clientIp)}`, limit: otp.sendsPerIpPerHour * 4 };
          const byIp = await limiter.hit([{ ...rule, windowMs: HOUR_MS }], now);
          if (!byIp.allowed) {
            throw new AppError('OTP_SEND_LIMIT', { params: { minutes: minutesOf(byIp.retryAfterSeconds) } });
          }
          return { success: 1 as const, message: IDENTITY_MESSAGES.notExist, customer_id: null, not_exist: 1 as const };
        }
        const parsed = ZRegistration.safeParse(input.registration);
        if (!parsed.success) {
          // The first field to fix, apart from the sentence: the form shows the sentence beside it.
          const field = String(parsed.error.issues[0]?.path[0] ?? '');
          throw new AppError('REGISTRATION_INVALID', field ? { params: { field } } : {});
        }
        const { name, email, age, gender } = parsed.data;
        ticket = randomBytes(24).toString('base64url');
        registration = { name, email: email ? email : null, age, gender, ticketHash: hashToken(ticket) };
      }
      await limitSend(phone, input.clientIp, now);
      const code = await deliverCode(input.tenantId, phone, input.lang, registration, now);
      return {
        success: 1 as const,
        message: customer ? IDENTITY_MESSAGES.sent : IDENTITY_MESSAGES.created,
        customer_id: customer ? customer.id : null,
        not_exist: 0 as const,
        ...(revealCodes ? { demo_code: code } : {}),
        ...(ticket ? { registration_ticket: ticket } : {}),
      };
    },

    /**
     * Checks the newest code of the phone; success consumes it and opens a session. A code sent with registration
     * details creates the customer only for the request that brings that registration's ticket back.
     */
    async verifyOtp(
      input: {
        tenantId: number;
        phone: string;
        otp: string;
        registrationTicket?: string | undefined;
        clientIp: string;
        /** The site's language (Accept-Language), when it sent one: the patient's messages follow it. */
        lang?: TLang | undefined;
      },
      now: Date,
    ) {
      const phone = phoneOf(input.phone);
      const counted = await checkCode(input.tenantId, phone, input.otp, input.clientIp, now);
      // A new patient becomes a customer here, with the details sent beside this very code by this very sender.
      const pending = counted.registration;
      const customer =
        (await customers.findByPhone(input.tenantId, phone.e164)) ??
        (pending && input.registrationTicket && sameHash(pending.ticketHash, hashToken(input.registrationTicket))
          ? (
              await customers.createOrGet({
                tenantId: input.tenantId,
                phone: phone.e164,
                name: pending.name,
                email: pending.email,
                age: pending.age,
                gender: pending.gender,
                lang: input.lang ?? null,
              })
            ).row
          : undefined);
      if (!customer) throw new AppError('REGISTRATION_REQUIRED');
      if (input.lang && customer.lang !== input.lang) await customers.setLang(input.tenantId, customer.id, input.lang);
      const token = randomBytes(32).toString('base64url');
      await sessions.create({
        tenantId: input.tenantId,
        customerId: customer.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return {
        success: 1 as const,
        message: IDENTITY_MESSAGES.loggedIn,
        cust_id: customer.id,
        customerId: customer.id,
        customer_data: toCustomerData(customer),
        token,
      };
    },

    async logout(session: { tenantId: number; sessionId: number }, now: Date) {
      await sessions.revoke(session.tenantId, session.sessionId, now);
      return { success: 1 as const, message: IDENTITY_MESSAGES.loggedOut };
    },

    /**
     * A fresh code to the logged-in patient's own phone, by the login's own sending (same limits), to confirm a step
     * that cannot be undone (erasure).
     */
    async sendOwnCode(
      session: { tenantId: number; customerId: number },
      input: { clientIp: string; lang: TLang },
      now: Date,
    ) {
      const phone = await ownPhone(session.tenantId, session.customerId);
      await limitSend(phone, input.clientIp, now);
      const code = await deliverCode(session.tenantId, phone, input.lang, null, now);
      return { success: 1 as const, ...(revealCodes ? { demo_code: code } : {}) };
    },

    /** Checks a code sent to the patient's own phone and notes in their session when it was confirmed. */
    async confirmOwnCode(
      session: { tenantId: number; customerId: number; sessionId: number },
      input: { otp: string; clientIp: string },
      now: Date,
    ): Promise<Date> {
      const phone = await ownPhone(session.tenantId, session.customerId);
      await checkCode(session.tenantId, phone, input.otp, input.clientIp, now);
      await sessions.markCodeConfirmed(session.tenantId, session.sessionId, now);
      return now;
    },

    /** The outbox reads the same normalized digits the console provider files messages under. */
    outboxKey: (input: string) => phoneOf(input).digits,
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;

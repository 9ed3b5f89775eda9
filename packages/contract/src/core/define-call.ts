import type { z } from 'zod';

/**
 * Who may make a call: anyone, anyone holding the tenant token, a logged-in customer of that tenant, or a
 * logged-in member of a clinic's staff (whose session names the clinic).
 */
export type CallAuth = 'public' | 'tenant' | 'customer' | 'staff';

/** The HTTP methods calls use: reads, actions, and partial changes of a record. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallDefinition {
  method: CallMethod;
  /** Fastify-style path (`:id` parameters). */
  path: string;
  summary: string;
  auth: CallAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's body: JSON unless `responseType` names another media type (then its text or bytes). */
  response: z.ZodType;
  /** The media type of an answer that is not JSON (a file, a calendar, an event stream), sent as it is. */
  responseType?: string;
  /** The media types of a body sent as raw bytes rather than JSON (an uploaded picture). */
  bodyTypes?: readonly string[];
}

/** Keeps the literal types of a call so both sides infer requests and answers from it. */
export const defineCall = <const T extends CallDefinition>(call: T): T => call;

import type { z } from 'zod';

/** Who may make a call: anyone, anyone holding the tenant token, or a logged-in customer of that tenant. */
export type CallAuth = 'public' | 'tenant' | 'customer';

export interface CallDefinition {
  method: 'GET' | 'POST';
  /** Fastify-style path (`:id` parameters). */
  path: string;
  summary: string;
  auth: CallAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Keeps the literal types of a call so both sides infer requests and answers from it. */
export const defineCall = <const T extends CallDefinition>(call: T): T => call;

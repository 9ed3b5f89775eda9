import type { FastifyInstance } from 'fastify';
import type { createAuthHooks } from './auth';
import type { StaffHooks } from './staff-auth';

/** The request checks a module's routes may ask for: the clinic's token, a patient's session, a staff session. */
export type Guards = ReturnType<typeof createAuthHooks> & { staff: StaffHooks };

/**
 * A domain module as app.ts sees it: made by its `create…Module(deps)` from its config slice and the services it
 * needs, then registered: its routes, and any background work it starts (stopped when the app closes).
 */
export interface AppModule {
  register(app: FastifyInstance, guards: Guards): Promise<void>;
  /** Its services, for the modules made after it (`{ …services, register } satisfies AppModule`). */
  [service: string]: unknown;
}

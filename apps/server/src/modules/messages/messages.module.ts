import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createMessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';

/** The contact form's messages to a clinic (read by its staff in the inbox). */
export function createMessagesModule(deps: { db: Db; limiter: RateLimiter; now: () => Date }) {
  const messages = createMessagesService({ repo: createMessagesRepository(deps.db), limiter: deps.limiter });
  return {
    messages,
    register: async (app, guards) => {
      await app.register(messagesRoutes({ messages, requireTenant: guards.requireTenant, now: deps.now }));
    },
  } satisfies AppModule;
}

import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devOutboxCall, logoutCall, sendOtpCall, verifyOtpCall } from '@clinic/contract/identity/identity';
import { customerOf, tenantOf } from '../../http/auth';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { AppError } from '../../errors';
import { isFromThisMachine } from '../../http/client-addresses';
import type { IdentityService } from './identity.service';
import type { ConsoleProvider } from '../../lib/whatsapp/console-provider';

export function identityRoutes(deps: {
  identity: IdentityService;
  requireTenant: preHandlerAsyncHookHandler;
  requireCustomer: preHandlerAsyncHookHandler;
  now: () => Date;
  /** Only the demo's console provider has an outbox; otherwise the route does not exist. */
  devOutbox: ConsoleProvider | undefined;
}) {
  const { identity, requireTenant, requireCustomer, now } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    // Login answers and codes must never be cached by a browser or a proxy.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.route({
      ...routeOf(sendOtpCall),
      preHandler: requireTenant,
      handler: async (req) => {
        const { phone, not_exist, name, email, age, gender } = req.body;
        return identity.sendOtp(
          {
            tenantId: tenantOf(req).id,
            phone,
            clientIp: req.ip,
            lang: requestLanguage(req),
            notExist: not_exist === 1 || not_exist === '1',
            registration: { name, email, age, gender },
          },
          now(),
        );
      },
    });

    app.route({
      ...routeOf(verifyOtpCall),
      preHandler: requireTenant,
      handler: async (req) =>
        identity.verifyOtp(
          {
            tenantId: tenantOf(req).id,
            phone: req.body.phone,
            otp: req.body.otp,
            registrationTicket: req.body.registration_ticket,
            clientIp: req.ip,
            lang: req.headers['accept-language'] ? requestLanguage(req) : undefined,
          },
          now(),
        ),
    });

    app.route({
      ...routeOf(logoutCall),
      preHandler: requireCustomer,
      handler: async (req) => identity.logout(customerOf(req), now()),
    });

    const outbox = deps.devOutbox;
    if (outbox) {
      app.route({
        ...routeOf(devOutboxCall),
        handler: async (req) => {
          // Codes of every phone are here: only this machine may read them (tests, a developer's own browser).
          if (!isFromThisMachine(req)) throw new AppError('LOOPBACK_ONLY');
          return outbox.outbox(identity.outboxKey(req.query.phone));
        },
      });
    }
  };
}

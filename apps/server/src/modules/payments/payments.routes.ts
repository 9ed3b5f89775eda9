import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@clinic/contract/core/common';
import {
  chargeAppointmentCall,
  createPaymentLinkCall,
  getPaymentDetailsCall,
  getPaymentStatusCall,
} from '@clinic/contract/payments/payments';
import { customerOf, tenantOf } from '../../http/auth';
import { routeOf } from '../../http/route-of';
import type { CardDetails } from './card';
import { CallbackMismatch, type PaymentsService } from './payments.service';
import { CallbackRejected } from './providers/provider';
import type { SandboxProvider } from './providers/sandbox';
import type { StripeProvider } from './providers/stripe';
import {
  type ResultKind,
  SANDBOX_STYLESHEET,
  SANDBOX_STYLESHEET_PATH,
  formatAmount,
  resultPage,
  sandboxPaymentPage,
} from './sandbox-page';
import { originOf } from '../../http/origin';

export const STRIPE_WEBHOOK_PATH = '/api/payments/webhook/stripe';

type Deps = {
  payments: PaymentsService;
  requireCustomer: preHandlerAsyncHookHandler;
  publicUrl: string | undefined;
  sandbox: SandboxProvider | undefined;
  stripe: StripeProvider | undefined;
};

const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

const tenantContext = (req: FastifyRequest) => {
  const tenant = tenantOf(req);
  return { id: tenant.id, timeZone: tenant.timeZone };
};

export function paymentsRoutes(deps: Deps) {
  const { payments, requireCustomer, publicUrl } = deps;
  return async (instance: FastifyInstance) => {
    await instance.register(apiRoutes);
    if (deps.sandbox) await instance.register(sandboxPages(deps.sandbox));
    await instance.register(returnPages);
    if (deps.stripe) await instance.register(stripeWebhook(deps.stripe));
  };

  async function apiRoutes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireCustomer);

    app.route({
      ...routeOf(getPaymentDetailsCall),
      handler: async (req) => ({
        sucess: 1 as const,
        success: 1 as const,
        data: await payments.paymentDetails(tenantContext(req), customerOf(req), req.query),
      }),
    });

    app.route({
      ...routeOf(chargeAppointmentCall),
      handler: async (req) => {
        const b = req.body;
        // The schema refused the call unless every card field is present (hosted methods excepted).
        const card: CardDetails | undefined =
          b.cardNumber && b.expiryMonth && b.expiryYear && b.cvc && b.cardholderName
            ? {
                number: b.cardNumber,
                expiryMonth: Number(b.expiryMonth),
                expiryYear: Number(b.expiryYear),
                cvc: b.cvc,
                holderName: b.cardholderName.trim(),
              }
            : undefined;
        return payments.charge(tenantContext(req), customerOf(req), {
          appointmentId: Number(b.appointmentId),
          paymentMethod: b.paymentMethod,
          card,
          origin: originOf(req, publicUrl),
        });
      },
    });

    app.route({
      ...routeOf(createPaymentLinkCall),
      handler: async (req) =>
        payments.createPaymentLink(
          tenantContext(req),
          customerOf(req),
          req.params.company,
          req.body,
          originOf(req, publicUrl),
        ),
    });

    app.route({
      ...routeOf(getPaymentStatusCall),
      handler: async (req) => payments.status(tenantContext(req), customerOf(req), req.query.appointment_id),
    });
  }

  /** The sandbox's hosted page (the popup) and its Pay / Decline callback, signed by this server. */
  function sandboxPages(sandbox: SandboxProvider) {
    return async (instance: FastifyInstance) => {
      const app = instance.withTypeProvider<ZodTypeProvider>();
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      const params = z.object({ tenantId: zId('tenantId'), paymentId: zId('paymentId') });
      const pagePath = '/pay/sandbox/:tenantId/:paymentId';
      const settled: Record<string, ResultKind> = {
        paid: 'paid',
        failed: 'failed',
        expired: 'expired',
        refund_due: 'refund_due',
        refund_pending: 'refund_pending',
        refunded: 'refunded',
        refund_failed: 'refund_failed',
        processing: 'pending',
        pending: 'pending',
      };
      /** What the window says once the payment is over; a replaced window of a paid booking says paid. */
      const outcomeOf = (found: { payment: { status: string }; appointmentPaid: boolean }): ResultKind =>
        found.payment.status === 'expired' && found.appointmentPaid
          ? 'paid'
          : (settled[found.payment.status] ?? 'invalid');

      app.get(SANDBOX_STYLESHEET_PATH, async (_req, reply) =>
        reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(SANDBOX_STYLESHEET),
      );

      app.get(
        pagePath,
        { schema: { params, querystring: z.object({ sig: z.string().max(128).default('') }) } },
        async (req, reply) => {
          const { tenantId, paymentId } = req.params;
          if (!sandbox.pageSignatureValid(tenantId, paymentId, req.query.sig)) {
            return sendHtml(reply, resultPage('invalid'), 403);
          }
          const found = await payments.hostedPayment(tenantId, paymentId);
          if (!found || found.payment.provider !== sandbox.id) return sendHtml(reply, resultPage('invalid'), 404);
          if (found.payment.status !== 'pending') return sendHtml(reply, resultPage(outcomeOf(found)));
          return sendHtml(
            reply,
            sandboxPaymentPage({
              action: `/pay/sandbox/${tenantId}/${paymentId}`,
              sig: req.query.sig,
              amount: formatAmount(found.payment.amountMinor, found.payment.currency),
              description: found.treatmentName ?? `Appointment ${found.payment.appointmentId}`,
              paymentId,
            }),
          );
        },
      );

      app.post(
        pagePath,
        {
          schema: {
            params,
            body: z.object({ sig: z.string().max(128).default(''), action: z.string().max(16).default('') }),
          },
        },
        async (req, reply) => {
          const { tenantId, paymentId } = req.params;
          let callback;
          try {
            callback = sandbox.verifyCallback({ tenantId, paymentId, ...req.body });
          } catch (err) {
            if (err instanceof CallbackRejected) return sendHtml(reply, resultPage('invalid'), 403);
            throw err;
          }
          const found = await payments.hostedPayment(tenantId, paymentId);
          if (!found || found.payment.provider !== sandbox.id) return sendHtml(reply, resultPage('invalid'), 404);
          // A window left open past the hold (or replaced by another payment) shows that instead of paying.
          if (found.payment.status === 'expired') return sendHtml(reply, resultPage(outcomeOf(found)));
          try {
            await payments.applyCallback(sandbox.id, callback);
          } catch (err) {
            if (err instanceof CallbackMismatch) return sendHtml(reply, resultPage('invalid'), 400);
            throw err;
          }
          const after = await payments.hostedPayment(tenantId, paymentId);
          return sendHtml(reply, resultPage(after ? outcomeOf(after) : 'invalid'));
        },
      );
    };
  }

  /** Where hosted providers send the window back; the outcome itself arrives by verified callback only. */
  async function returnPages(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/pay/return',
      { schema: { querystring: z.object({ result: z.string().max(16).default('') }) } },
      async (req, reply) => sendHtml(reply, resultPage(req.query.result === 'success' ? 'pending' : 'cancelled')),
    );
  }

  /** Stripe's webhook: the signature covers the raw bytes, so this route alone keeps the body unparsed. */
  function stripeWebhook(stripe: StripeProvider) {
    return async (instance: FastifyInstance) => {
      instance.removeAllContentTypeParsers();
      instance.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
      instance.post(STRIPE_WEBHOOK_PATH, async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const header = req.headers['stripe-signature'];
        try {
          const callback = stripe.verifyWebhook(raw, typeof header === 'string' ? header : undefined);
          const result = await payments.applyCallback(stripe.id, callback);
          req.log.info({ eventId: callback.eventId, result }, 'stripe webhook applied');
          return { received: true, result };
        } catch (err) {
          if (err instanceof CallbackRejected || err instanceof CallbackMismatch) {
            req.log.warn({ reason: err.message }, 'stripe webhook rejected');
            return reply.status(400).send({ success: 0, message: 'Webhook rejected', request_id: String(req.id) });
          }
          throw err;
        }
      });
    };
  }
}

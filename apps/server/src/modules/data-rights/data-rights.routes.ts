import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataExportFileName } from '@clinic/contract/data-rights/export-file-name';
import {
  confirmErasureCodeCall,
  eraseMeCall,
  exportMyDataCall,
  sendErasureCodeCall,
} from '@clinic/contract/data-rights/data-rights';
import { staffErasePatientCall, staffExportPatientCall } from '@clinic/contract/data-rights/staff-data-rights';
import { customerOf, tenantOf } from '../../http/auth';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { DataRightsService } from './data-rights.service';

/** An export is a file to keep: the browser saves it under a name that tells the clinic and the day. */
const asDownload = (reply: FastifyReply, name: string) =>
  reply.header('content-disposition', `attachment; filename="${name}"`);

/** A patient's own data rights (a patient session) and an owner's for a patient at the desk (a staff session). */
export function dataRightsRoutes(deps: {
  dataRights: DataRightsService;
  requireCustomer: preHandlerAsyncHookHandler;
  hooks: StaffHooks;
  now: () => Date;
}) {
  const { dataRights } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    // Personal data and codes: never kept by a browser or a proxy.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const patient = { preHandler: deps.requireCustomer };
    const staffOnly = { preHandler: deps.hooks.requireStaff };

    app.route({
      ...routeOf(exportMyDataCall),
      ...patient,
      handler: async (req, reply) => {
        const session = customerOf(req);
        const tenant = tenantOf(req);
        const document = await dataRights.exportOwn(tenant, session, requestLanguage(req));
        asDownload(reply, dataExportFileName(tenant.key, session.customerId, deps.now()));
        return document;
      },
    });
    app.route({
      ...routeOf(sendErasureCodeCall),
      ...patient,
      handler: async (req) => dataRights.sendCode(customerOf(req), { clientIp: req.ip, lang: requestLanguage(req) }),
    });
    app.route({
      ...routeOf(confirmErasureCodeCall),
      ...patient,
      handler: async (req) => dataRights.confirmCode(customerOf(req), { otp: req.body.otp, clientIp: req.ip }),
    });
    app.route({
      ...routeOf(eraseMeCall),
      ...patient,
      handler: async (req) => dataRights.eraseOwn(tenantOf(req), customerOf(req)),
    });

    app.route({
      ...routeOf(staffExportPatientCall),
      ...staffOnly,
      handler: async (req, reply) => {
        const { staff, tenant } = staffOf(req);
        const document = await dataRights.exportForPatient(staff, tenant, req.params.id, requestLanguage(req));
        asDownload(reply, dataExportFileName(tenant.key, req.params.id, deps.now()));
        return document;
      },
    });
    app.route({
      ...routeOf(staffErasePatientCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return dataRights.eraseForPatient(staff, tenant, req.params.id);
      },
    });
  };
}

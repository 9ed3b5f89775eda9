import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffSecondFactorDisableCall,
  staffSecondFactorEnableCall,
  staffSecondFactorLoginCall,
  staffSecondFactorPolicyCall,
  staffSecondFactorSetupCall,
} from '@clinic/contract/staff/staff-second-factor';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { SecondFactorService } from './second-factor.service';

/** The staff's second factor: the login's second step, enrolment, turning it off, and the owner's rule. */
export function secondFactorRoutes(deps: { secondFactor: SecondFactorService; hooks: StaffHooks }) {
  const { secondFactor, hooks } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(staffSecondFactorLoginCall),
      preHandler: hooks.requireStaffSecondStep,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        const answer = await secondFactor.completeLogin(staff, tenant, req.body.code);
        // The same token, now open: the client keeps the one it has.
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')![1]!;
        return { ...answer, token };
      },
    });
    app.route({
      ...routeOf(staffSecondFactorSetupCall),
      preHandler: hooks.requireStaffEnrolling,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return secondFactor.setup(staff, tenant);
      },
    });
    app.route({
      ...routeOf(staffSecondFactorEnableCall),
      preHandler: hooks.requireStaffEnrolling,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return secondFactor.enable(staff, tenant, req.body.code);
      },
    });
    app.route({
      ...routeOf(staffSecondFactorDisableCall),
      preHandler: hooks.requireStaff,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return secondFactor.disable(staff, tenant, req.body.code);
      },
    });
    app.route({
      ...routeOf(staffSecondFactorPolicyCall),
      preHandler: hooks.requireStaff,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return secondFactor.setPolicy(staff, tenant, req.body.required);
      },
    });
  };
}

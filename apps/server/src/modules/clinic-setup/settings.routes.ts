import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffClinicCall, staffUpdateClinicCall } from '@clinic/contract/staff/staff-clinic';
import {
  staffBranchesCall,
  staffCreateBranchCall,
  staffCreateDoctorCall,
  staffCreateTreatmentCall,
  staffDoctorsCall,
  staffTreatmentsCall,
  staffUpdateBranchCall,
  staffUpdateDoctorCall,
  staffUpdateTreatmentCall,
} from '@clinic/contract/staff/staff-settings';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { ClinicSetupServices } from './clinic-setup.services';

/** The owner's setup calls: the clinic, its branches, doctors and treatments (the services check the role). */
export function settingsRoutes(
  deps: Pick<ClinicSetupServices, 'clinic' | 'branches' | 'doctors' | 'treatments'> & {
    hooks: StaffHooks;
  },
) {
  const { clinic, branches, doctors, treatments } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', deps.hooks.requireStaff);

    app.route({
      ...routeOf(staffClinicCall),
      handler: async (req) => clinic.get(staffOf(req).staff, staffOf(req).tenant),
    });
    app.route({
      ...routeOf(staffUpdateClinicCall),
      handler: async (req) => clinic.update(staffOf(req).staff, staffOf(req).tenant, req.body),
    });

    app.route({ ...routeOf(staffBranchesCall), handler: async (req) => branches.list(staffOf(req).staff) });
    app.route({
      ...routeOf(staffCreateBranchCall),
      handler: async (req) => branches.create(staffOf(req).staff, staffOf(req).tenant, req.body),
    });
    app.route({
      ...routeOf(staffUpdateBranchCall),
      handler: async (req) => branches.update(staffOf(req).staff, staffOf(req).tenant, req.params.id, req.body),
    });

    app.route({ ...routeOf(staffDoctorsCall), handler: async (req) => doctors.list(staffOf(req).staff) });
    app.route({
      ...routeOf(staffCreateDoctorCall),
      handler: async (req) => doctors.create(staffOf(req).staff, staffOf(req).tenant, req.body),
    });
    app.route({
      ...routeOf(staffUpdateDoctorCall),
      handler: async (req) => doctors.update(staffOf(req).staff, staffOf(req).tenant, req.params.id, req.body),
    });

    app.route({ ...routeOf(staffTreatmentsCall), handler: async (req) => treatments.list(staffOf(req).staff) });
    app.route({
      ...routeOf(staffCreateTreatmentCall),
      handler: async (req) => treatments.create(staffOf(req).staff, staffOf(req).tenant, req.body),
    });
    app.route({
      ...routeOf(staffUpdateTreatmentCall),
      handler: async (req) => treatments.update(staffOf(req).staff, staffOf(req).tenant, req.params.id, req.body),
    });
  };
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMAGE_MAX_BYTES,
  staffAddClosureCall,
  staffBranchClosuresCall,
  staffHomeContentCall,
  staffRemoveClosureCall,
  staffUpdateHomeContentCall,
  staffUploadClinicLogoCall,
  staffUploadDoctorPhotoCall,
} from '@clinic/contract/staff/staff-content';
import { AppError } from '../../errors';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { ClosuresService } from './closures.service';
import type { HomeContentService } from './home-content.service';
import type { PicturesService } from './pictures.service';

/** The home page's content and the branches' closures (the services check the role). */
export function contentRoutes(deps: { home: HomeContentService; closures: ClosuresService; hooks: StaffHooks }) {
  const { home, closures } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', deps.hooks.requireStaff);
    app.route({
      ...routeOf(staffHomeContentCall),
      handler: async (req) => home.get(staffOf(req).staff, staffOf(req).tenant),
    });
    app.route({
      ...routeOf(staffUpdateHomeContentCall),
      handler: async (req) => home.update(staffOf(req).staff, staffOf(req).tenant, req.body),
    });
    app.route({
      ...routeOf(staffBranchClosuresCall),
      handler: async (req) => closures.list(staffOf(req).staff, staffOf(req).tenant, req.params.id),
    });
    app.route({
      ...routeOf(staffAddClosureCall),
      handler: async (req) => closures.add(staffOf(req).staff, staffOf(req).tenant, req.params.id, req.body),
    });
    app.route({
      ...routeOf(staffRemoveClosureCall),
      handler: async (req) => closures.remove(staffOf(req).staff, staffOf(req).tenant, req.params.id),
    });
  };
}

/**
 * Uploads of pictures: the body is the picture's bytes, whatever Content-Type it claims (its content decides),
 * at most IMAGE_MAX_BYTES (413 beyond). JSON or text bodies are not pictures.
 */
export function picturesRoutes(deps: { pictures: PicturesService; hooks: StaffHooks }) {
  const { pictures } = deps;
  const bytesOf = (body: unknown) => {
    if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('IMAGE_TYPE_UNSUPPORTED');
    return body;
  };
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    // Before the body is read: a stranger's megabytes are refused unread.
    app.addHook('onRequest', deps.hooks.requireStaff);
    app.route({
      ...routeOf(staffUploadClinicLogoCall),
      bodyLimit: IMAGE_MAX_BYTES,
      handler: async (req) => pictures.setClinicLogo(staffOf(req).staff, staffOf(req).tenant, bytesOf(req.body)),
    });
    app.route({
      ...routeOf(staffUploadDoctorPhotoCall),
      bodyLimit: IMAGE_MAX_BYTES,
      handler: async (req) => pictures.setDoctorPhoto(staffOf(req).staff, req.params.id, bytesOf(req.body)),
    });
  };
}

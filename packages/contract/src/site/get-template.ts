import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZDoctor, ZTemplateData, ZTreatment, ZUserTemplate } from '../catalog/entities';
import { ZIdLike } from '../core/common';

export const ZGetTemplateResponse = z.object({
  success: z.literal(1),
  template_data: ZTemplateData,
  user_template: ZUserTemplate,
  doctor: z.array(ZDoctor),
  branch: z.array(z.object({ id: ZIdLike, branch_name: z.string() })),
  appointment_type: z.array(ZTreatment),
});
export type TGetTemplateResponse = z.infer<typeof ZGetTemplateResponse>;

export const getTemplateCall = defineCall({
  ...ROUTES.getTemplate,
  summary: "The tenant's site template, doctors, branches and treatments.",
  response: ZGetTemplateResponse,
});

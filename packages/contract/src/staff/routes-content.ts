import type { CallAuth, CallMethod } from '../core/define-call';

/**
 * The clinic's pictures, home page content and branch closures (see routes.ts); schemas in staff-content.ts.
 * Uploads carry the image's bytes as the body (Content-Type image/jpeg, image/png or image/webp).
 */
export const CONTENT_ROUTES = {
  /** A stored picture, to anyone (the site shows them by this address). */
  getImage: { method: 'GET', path: '/api/images/:name', auth: 'public' },
  staffUploadClinicLogo: { method: 'POST', path: '/api/staff/clinic/logo', auth: 'staff' },
  staffUploadDoctorPhoto: { method: 'POST', path: '/api/staff/doctors/:id/photo', auth: 'staff' },
  staffHomeContent: { method: 'GET', path: '/api/staff/clinic/home', auth: 'staff' },
  staffUpdateHomeContent: { method: 'PATCH', path: '/api/staff/clinic/home', auth: 'staff' },
  staffBranchClosures: { method: 'GET', path: '/api/staff/branches/:id/closures', auth: 'staff' },
  staffAddClosure: { method: 'POST', path: '/api/staff/branches/:id/closures', auth: 'staff' },
  staffRemoveClosure: { method: 'POST', path: '/api/staff/closures/:id/remove', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;

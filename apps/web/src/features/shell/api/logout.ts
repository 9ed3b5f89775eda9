import { type ApiTarget, tenantRequest } from '../../../lib/api-client';

/** Revokes the session on the server; the site forgets it locally whatever the answer. */
export const logout = (target: ApiTarget) =>
  tenantRequest<{ success: 1; message: string }>(target, '/api/bull36/logout', { method: 'POST', session: true });

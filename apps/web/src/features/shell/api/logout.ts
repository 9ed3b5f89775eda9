import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';

/** Revokes the session on the server; the site forgets it locally whatever the answer. */
export const logout = (target: ApiTarget) => callApi(target, 'logout', {});

import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client';
import { type CallAnswer, callPath } from '../../../../lib/call-api';
import { i18n } from '../../../../lib/i18n';
import { type StaffAuth, staffCall, staffKeys } from '../../workspace/api/staff-calls';

/** The home page's content and a branch's closures, under the workspace's query keys. */
export const homeContentQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.all(auth), 'settings', 'home'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffHomeContent', {}, signal),
  });

export const closuresQueryOptions = (auth: StaffAuth, branchId: number) =>
  queryOptions({
    queryKey: [...staffKeys.all(auth), 'settings', 'closures', branchId] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffBranchClosures', { params: { id: branchId } }, signal),
  });

/** Sends a picture's bytes as the body of an upload call; answers where the stored picture is served. */
export function uploadPicture(
  auth: StaffAuth,
  target: { name: 'staffUploadClinicLogo' } | { name: 'staffUploadDoctorPhoto'; doctorId: number },
  file: Blob,
) {
  const path =
    target.name === 'staffUploadDoctorPhoto' ? callPath(target.name, { id: target.doctorId }) : callPath(target.name);
  return request<CallAnswer<'staffUploadClinicLogo'>>(window.location.origin, path, {
    method: 'POST',
    body: file,
    headers: { authorization: `Bearer ${auth.token}`, 'accept-language': i18n.language },
  });
}

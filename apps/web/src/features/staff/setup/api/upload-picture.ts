import { request } from '../../../../lib/api-client';
import { type CallAnswer, callPath } from '../../../../lib/call-api';
import { i18n } from '../../../../lib/i18n';
import { type StaffAuth, setupChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

export type PictureTarget = { name: 'staffUploadClinicLogo' } | { name: 'staffUploadDoctorPhoto'; doctorId: number };

/** Sends a picture's bytes as the body of an upload call; answers where the stored picture is served. */
function uploadPicture(auth: StaffAuth, target: PictureTarget, file: Blob) {
  const path =
    target.name === 'staffUploadDoctorPhoto' ? callPath(target.name, { id: target.doctorId }) : callPath(target.name);
  return request<CallAnswer<'staffUploadClinicLogo'>>(window.location.origin, path, {
    method: 'POST',
    body: file,
    headers: { authorization: `Bearer ${auth.token}`, 'accept-language': i18n.language },
  });
}

/** Uploads the clinic's logo or a doctor's photo. Reads again the setup lists and the workspace answer. */
export const useUploadPicture = () =>
  useStaffMutation({
    change: (auth, input: { target: PictureTarget; file: Blob }) => uploadPicture(auth, input.target, input.file),
    changes: setupChangeKeys,
  });

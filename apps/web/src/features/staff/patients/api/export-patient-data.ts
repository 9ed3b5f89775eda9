import { dataExportFileName } from '@clinic/contract/data-rights/export-file-name';
import { saveJsonFile } from '../../../../lib/save-file';
import { staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Downloads everything the clinic holds about a patient (owners); answers the file's name. */
export const useExportPatientData = () =>
  useStaffMutation({
    change: async (auth, patientId: number) => {
      const data = await staffCall(auth, 'staffExportPatient', { params: { id: patientId } });
      const name = dataExportFileName(auth.clinic, patientId, new Date(data.exported_at));
      saveJsonFile(name, data);
      return name;
    },
    changes: () => [],
  });

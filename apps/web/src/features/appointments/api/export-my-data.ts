import { useMutation } from '@tanstack/react-query';
import { dataExportFileName } from '@clinic/contract/data-rights/export-file-name';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { saveJsonFile } from '../../../lib/save-file';
import { useTenant } from '../../../lib/tenant/tenant-context';

export const exportMyData = (target: ApiTarget) => callApi(target, 'exportMyData', {});

/** Downloads everything the clinic holds about the patient as a JSON file; answers the file's name. */
export function useExportMyData() {
  const { key, target } = useTenant();
  return useMutation({
    mutationFn: async () => {
      const data = await exportMyData(target);
      const name = dataExportFileName(key, data.patient.id, new Date(data.exported_at));
      saveJsonFile(name, data);
      return name;
    },
  });
}

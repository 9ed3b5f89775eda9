import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { STORAGE_KEYS } from '../../lib/storage';

/** Another tenant chosen (in this tab or another) while booking: go to that tenant's treatments. */
export function useReturnToTreatmentsOnTenantSwitch(key: string) {
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.currentUser && event.newValue && event.newValue !== key) {
        navigate(paths.treatments(event.newValue));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, navigate]);
}

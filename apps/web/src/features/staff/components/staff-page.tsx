import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../../../components/ui/toast';
import { useStaffToken } from '../api/staff-session';
import { StaffLogin } from './staff-login';
import { StaffWorkspace } from './staff-workspace';

/** /{userKey}/staff: the clinic's own people log in here and run the day. Loaded only when asked for. */
export function StaffPage() {
  const clinic = useParams().userKey!;
  const token = useStaffToken(clinic);
  const { t } = useTranslation('staff');
  const auth = useMemo(() => (token ? { clinic, token } : null), [clinic, token]);

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  return (
    <>
      {auth ? <StaffWorkspace auth={auth} /> : <StaffLogin clinic={clinic} />}
      <Toaster />
    </>
  );
}

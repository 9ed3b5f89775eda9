import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../../lib/use-translation';
import { Spinner } from '../../../../components/ui/spinner';
import { Toaster } from '../../../../components/ui/toast';
import { useStaffToken } from '../../core/api/staff-session';
import { invitationInAddress } from '../../sign-in/invitation-address';
import { StaffLogin } from '../../sign-in/components/staff-login';
import { StaffWorkspace } from './staff-workspace';
import { StaffAuthProvider } from '../../core/api/staff-auth';

// Only an invitation link's visitor needs its page.
const AcceptInvitation = lazy(async () => ({
  default: (await import('../../sign-in/components/accept-invitation')).AcceptInvitation,
}));

/** /{userKey}/staff: the clinic's own people log in here and run the day. Loaded only when asked for. */
export function StaffPage() {
  const clinic = useParams().userKey!;
  const token = useStaffToken(clinic);
  const { t } = useTranslation('staff');
  const auth = useMemo(() => (token ? { clinic, token } : null), [clinic, token]);
  // An invitation link opens its own page first, whoever is logged in on this browser.
  const [invitation, setInvitation] = useState(invitationInAddress);

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  return (
    <>
      {invitation ? (
        <Suspense fallback={<Spinner />}>
          <AcceptInvitation clinic={clinic} token={invitation} onDone={() => setInvitation(undefined)} />
        </Suspense>
      ) : auth ? (
        <StaffAuthProvider auth={auth}>
          <StaffWorkspace />
        </StaffAuthProvider>
      ) : (
        <StaffLogin clinic={clinic} />
      )}
      <Toaster />
    </>
  );
}

import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useReturnToTreatmentsOnTenantSwitch } from '../use-tenant-switch';
import { DEFAULT_BRANCH } from '../booking-rules';
import { BookingFlow } from './booking-flow';

/**
 * /:userKey/treatments/:treatmentId/book?branch=ID[&doctor=ID] — without a branch the treatment's page decides it;
 * a doctor (a doctor's page) is chosen for the patient, who may still change it.
 */
export function BookingPage() {
  const { key } = useTenant();
  const treatmentId = useParams().treatmentId ?? '';
  const [params] = useSearchParams();
  const branchParam = params.get('branch');
  useReturnToTreatmentsOnTenantSwitch(key);
  if (branchParam === null) return <Navigate to={paths.treatment(key, treatmentId)} replace />;
  return (
    <BookingFlow
      treatmentId={treatmentId}
      branch={/^\d+$/.test(branchParam) ? branchParam : DEFAULT_BRANCH}
      doctor={params.get('doctor')}
    />
  );
}

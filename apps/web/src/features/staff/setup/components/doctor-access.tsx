import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { clinicQueryOptions } from '../api/get-clinic-settings';
import { useStaffAuth } from '../../core/api/staff-auth';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useUpdateClinic } from '../api/update-clinic';

/** Whether doctor accounts find and open every patient, or only those with a booked visit of theirs (decision 015). */
export function DoctorAccess() {
  const { t } = useTranslation('setup');
  const auth = useStaffAuth();
  const clinic = useQuery(clinicQueryOptions(auth));
  const updateClinic = useUpdateClinic();
  const action = useChangeFeedback(updateClinic);
  if (!clinic.data) return null;
  const seeAll = clinic.data.doctors_see_all_patients;

  return (
    <section aria-labelledby="doctor-access-heading" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="doctor-access-heading" className="text-lg font-semibold text-slate-900">
        {t('doctorAccess.heading')}
      </h2>
      <p id="doctor-access-intro" className="mt-1 text-sm text-slate-600">
        {t('doctorAccess.intro')}
      </p>
      <label className="mt-3 flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          className="size-4"
          checked={seeAll}
          disabled={action.pending}
          aria-describedby="doctor-access-intro"
          onChange={(event) =>
            void action.run(updateClinic, { body: { doctors_see_all_patients: event.target.checked } }, t('saved'))
          }
        />
        {t('doctorAccess.seeAll')}
      </label>
    </section>
  );
}

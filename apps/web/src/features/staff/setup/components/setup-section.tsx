import { useState } from 'react';
import { choosableBranches } from '../branch-choices';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TSettingsBranch, TSettingsDoctor, TSettingsTreatment } from '@clinic/contract/staff/staff-settings';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { branchesQueryOptions } from '../api/get-branches';
import { doctorsQueryOptions } from '../../core/api/get-doctors';
import { treatmentsQueryOptions } from '../api/get-treatments';
import { BookingRules } from './booking-rules';
import { BillingDetails } from '../../documents/components/billing-details';
import { BranchForm } from './branch-form';
import { ClinicDetails } from './clinic-details';
import { DoctorAccess } from './doctor-access';
import { ClosuresDialog } from './closures-dialog';
import { SiteFacts } from './site-facts';
import { EmbedSettings } from './embed-settings';
import { HomeContentSection } from './home-content';
import { DoctorForm } from './doctor-form';
import { StaffAccounts } from '../../accounts/components/staff-accounts';
import { TreatmentForm } from './treatment-form';
import { LANGS, type Lang } from '@clinic/contract/site/languages';
import { useStaffAuth } from '../../core/api/staff-auth';

type Editing =
  | { kind: 'branch'; record?: TSettingsBranch }
  | { kind: 'doctor'; record?: TSettingsDoctor }
  | { kind: 'treatment'; record?: TSettingsTreatment }
  | { kind: 'closures'; record: { id: number; name: string } }
  | null;

/** The owner's setup: branches with their hours, doctors with theirs, treatments; each added or changed here. */
export function SetupSection() {
  const auth = useStaffAuth();
  const { t, i18n } = useTranslation('setup');
  const branches = useQuery(branchesQueryOptions(auth)).data?.branches ?? [];
  const doctors = useQuery(doctorsQueryOptions(auth)).data?.doctors ?? [];
  const treatments = useQuery(treatmentsQueryOptions(auth)).data?.treatments ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  // The name in the workspace's language, else English, else any language it is written in.
  const nameOf = (texts: Partial<Record<Lang, string | undefined>>) =>
    [i18n.language, 'en', ...LANGS].map((lang) => texts[lang as Lang]).find(Boolean) ?? '';
  const branchChoices = (kept?: readonly number[]) =>
    choosableBranches(branches, kept, (b) => nameOf(b.name), t('archivedTag'));
  const doctorNames = doctors.map((d) => ({ id: d.id, name: nameOf(d.name) }));

  const list = (
    heading: string,
    add: string,
    rows: Array<{ id: number; name: string; detail: string; onEdit: () => void; onClosures?: () => void }>,
    onAdd: () => void,
  ) => (
    <section className="mt-6" aria-label={heading}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
        <button type="button" className={primaryButton} onClick={onAdd}>
          {add}
        </button>
      </div>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
        {rows.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-3 px-4 py-2">
            <span>
              <span className="font-semibold text-slate-900">{row.name}</span>{' '}
              <span className="text-sm text-slate-600">{row.detail}</span>
            </span>
            <span className="flex flex-wrap gap-2">
              {row.onClosures && (
                <button type="button" className={smallButton} onClick={row.onClosures}>
                  {t('closures.open', { name: row.name })}
                </button>
              )}
              <button type="button" className={smallButton} onClick={row.onEdit}>
                {t('editNamed', { name: row.name })}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className="max-w-4xl">
      <h1 className="text-xl font-bold text-slate-900">{t('heading')}</h1>
      <ClinicDetails />
      <BookingRules />
      <BillingDetails />
      <DoctorAccess />
      <SiteFacts />
      <EmbedSettings />
      <HomeContentSection />
      {list(
        t('branches.heading'),
        t('branches.add'),
        branches.map((branch) => ({
          id: branch.id,
          name: nameOf(branch.name),
          detail: branch.archived ? t('archivedTag') : t('hours.count', { count: branch.schedule.length }),
          onEdit: () => setEditing({ kind: 'branch', record: branch }),
          onClosures: () => setEditing({ kind: 'closures', record: { id: branch.id, name: nameOf(branch.name) } }),
        })),
        () => setEditing({ kind: 'branch' }),
      )}
      {list(
        t('doctors.heading'),
        t('doctors.add'),
        doctors.map((doctor) => ({
          id: doctor.id,
          name: nameOf(doctor.name),
          detail: doctor.status === 1 ? t('hours.count', { count: doctor.working.length }) : t('hiddenTag'),
          onEdit: () => setEditing({ kind: 'doctor', record: doctor }),
        })),
        () => setEditing({ kind: 'doctor' }),
      )}
      {list(
        t('treatments.heading'),
        t('treatments.add'),
        treatments.map((treatment) => ({
          id: treatment.id,
          name: nameOf(treatment.name),
          detail: treatment.archived
            ? t('archivedTag')
            : t('treatments.summary', { minutes: treatment.duration_minutes, price: treatment.price }),
          onEdit: () => setEditing({ kind: 'treatment', record: treatment }),
        })),
        () => setEditing({ kind: 'treatment' }),
      )}
      <StaffAccounts />
      {editing?.kind === 'branch' && (
        <BranchForm {...(editing.record ? { branch: editing.record } : {})} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'closures' && <ClosuresDialog branch={editing.record} onClose={() => setEditing(null)} />}
      {editing?.kind === 'doctor' && (
        <DoctorForm
          {...(editing.record ? { doctor: editing.record } : {})}
          branches={branchChoices(editing.record?.working.map((row) => row.branch_id))}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'treatment' && (
        <TreatmentForm
          {...(editing.record ? { treatment: editing.record } : {})}
          branches={branchChoices(editing.record?.branches)}
          doctors={doctorNames}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { showToast } from '../../../../components/ui/toast';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { FormError } from '../../core/components/form-error';
import { SelectField } from '../../../../components/ui/select-field';
import { feedDoctorsOf } from '../feed-doctors';
import { TextField } from '../../../../components/ui/form-fields';

/**
 * A doctor's private calendar address, for a calendar app to subscribe to: made (shown once, to copy; a new one
 * ends the one before) or stopped. Owners choose any doctor; others have their own doctor's.
 */
export function CalendarFeedPanel({ workspace }: { workspace: TStaffWorkspace }) {
  const { t } = useTranslation('series');
  const createFeed = useCreateCalendarFeed();
  const revokeFeed = useRevokeCalendarFeed();
  const action = useChangeFeedback(createFeed, revokeFeed);
  const doctors = feedDoctorsOf(workspace);
  const [doctorId, setDoctorId] = useState(doctors[0]?.id);
  const [url, setUrl] = useState<string>();

  async function create() {
    if (!doctorId) return;
    const answer = await action.run(createFeed, { body: { doctor_id: doctorId } }, t('feed.created'));
    if (answer) setUrl(answer.url);
  }
  async function revoke() {
    if (!doctorId) return;
    const done = await action.run(revokeFeed, { body: { doctor_id: doctorId } }, t('feed.revoked'));
    if (done) setUrl(undefined);
  }
  async function copy(address: string) {
    await navigator.clipboard.writeText(address);
    showToast('success', t('feed.copied'));
  }

  return (
    <section aria-labelledby="calendar-feed-heading" className="mt-8 max-w-2xl">
      <h2 id="calendar-feed-heading" className="text-lg font-bold text-slate-900">
        {t('feed.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('feed.intro')}</p>
      {doctors.length === 0 ? (
        <p className="mt-3 text-slate-800">{t('feed.noDoctor')}</p>
      ) : (
        <>
          {doctors.length > 1 && (
            <SelectField
              id="feed-doctor"
              label={t('feed.doctor')}
              value={doctorId}
              onChange={(value) => {
                setDoctorId(Number(value));
                setUrl(undefined);
              }}
              options={doctors.map((doctor) => ({ value: doctor.id, label: doctor.name }))}
              className="mt-4"
              selectClassName="max-w-xs"
            />
          )}
          <FormError message={action.error} />
          {url && (
            <div className="mt-3">
              <TextField
                id="feed-url"
                className="mt-4"
                label={t('feed.address')}
                readOnly
                dir="ltr"
                value={url}
                inputClassName="font-mono text-xs"
              />
              <button type="button" className={`${smallButton} mt-2`} onClick={() => void copy(url)}>
                {t('feed.copy')}
              </button>
            </div>
          )}
          <p className="mt-3 text-sm text-slate-700">{t('feed.replace')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={primaryButton} disabled={action.pending} onClick={() => void create()}>
              {t('feed.create')}
            </button>
            <button type="button" className={smallButton} disabled={action.pending} onClick={() => void revoke()}>
              {t('feed.revoke')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

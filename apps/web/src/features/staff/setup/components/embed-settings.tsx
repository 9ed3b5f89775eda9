import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TClinicSettings } from '@clinic/contract/staff/staff-clinic';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { showToast } from '../../../../components/ui/toast';
import { clinicQueryOptions } from '../api/get-clinic-settings';
import { useStaffAuth } from '../../core/api/staff-auth';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useUpdateClinic } from '../api/update-clinic';
import { Refusable, RefusalForm } from '../../core/components/field-refusal';
import { TextAreaField, fieldLabelClass } from '../../../../components/ui/form-fields';
import { SelectField } from '../../../../components/ui/select-field';

/** The tag a clinic's web page carries to show the booking: this site's /embed.js with the clinic's key. */
export const embedSnippet = (site: string, clinic: string, lang: string) =>
  `<script src="${site}/embed.js" data-clinic="${clinic}" data-lang="${lang}" async></script>`;

/** The websites allowed to show the clinic's booking in a frame, and the snippet their pages carry. */
export function EmbedSettings() {
  const auth = useStaffAuth();
  const clinic = useQuery(clinicQueryOptions(auth));
  return clinic.data ? <EmbedForm key={JSON.stringify(clinic.data)} clinic={clinic.data} /> : null;
}

function EmbedForm({ clinic }: { clinic: TClinicSettings }) {
  const { t } = useTranslation('setup');
  const updateClinic = useUpdateClinic();
  const action = useChangeFeedback(updateClinic);
  const [origins, setOrigins] = useState(clinic.embed_origins.join('\n'));
  const [lang, setLang] = useState(clinic.default_language);
  const snippet = embedSnippet(window.location.origin, clinic.key, lang);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const list = origins
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    await action.run(updateClinic, { body: { embed_origins: list } }, t('saved'));
  }
  async function copy() {
    await navigator.clipboard.writeText(snippet);
    showToast('success', t('embed.copied'));
  }

  return (
    <section aria-labelledby="embed-heading" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="embed-heading" className="text-lg font-semibold text-slate-900">
        {t('embed.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('embed.intro')}</p>
      <RefusalForm refusal={action.refusal} onSubmit={submit}>
        <Refusable name="embed_origins" id="embed-origins">
          {(aria) => (
            <TextAreaField
              {...aria}
              id="embed-origins"
              className="mt-4"
              label={t('embed.origins')}
              dir="ltr"
              rows={3}
              value={origins}
              onChange={(event) => setOrigins(event.target.value)}
              aria-describedby={['embed-origins-hint', aria['aria-describedby']].filter(Boolean).join(' ')}
              textAreaClassName="font-mono text-sm"
            />
          )}
        </Refusable>
        <p id="embed-origins-hint" className="mt-1 text-sm text-slate-600">
          {t('embed.originsHint')}
        </p>
        <button type="submit" className={`${primaryButton} mt-4`} disabled={action.pending}>
          {t('save')}
        </button>
      </RefusalForm>
      <SelectField
        id="embed-lang"
        className="mt-4"
        label={t('embed.language')}
        value={lang}
        onChange={(value) => setLang(value as typeof lang)}
        options={clinic.languages.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        selectClassName="max-w-xs"
      />
      <p className={`${fieldLabelClass} mt-4`} id="embed-snippet-label">
        {t('embed.snippet')}
      </p>
      <pre
        dir="ltr"
        aria-labelledby="embed-snippet-label"
        data-testid="embed-snippet"
        className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm whitespace-pre-wrap text-slate-50"
      >
        {snippet}
      </pre>
      <p className="mt-1 text-sm text-slate-600">
        {clinic.embed_origins.length === 0 ? t('embed.noOrigins') : t('embed.events')}
      </p>
      <button type="button" className={`${smallButton} mt-3`} onClick={() => void copy()}>
        {t('embed.copy')}
      </button>
    </section>
  );
}

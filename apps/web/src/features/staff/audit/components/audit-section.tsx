import { AUDIT_ACTIONS, type TAuditAction } from '@clinic/contract/staff/audit-actions';
import type { TAuditEntry } from '@clinic/contract/staff/staff-patients';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useStaffAuth } from '../../core/api/staff-auth';
import { workspaceQueryOptions } from '../../core/api/get-workspace';
import { auditLogQueryOptions } from '../api/get-audit-log';
import { auditSentence } from '../audit-sentence';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { smallButton } from '../../../../components/ui/button-styles';
import { clinicLocale } from '../../../../lib/intl-locale';
import { countryOfClinic } from '../../../../lib/clinic-week';
import { SelectField } from '../../../../components/ui/select-field';

/** Fields of a setup change worth a line: not ids, not stored instants (the sentence names those). */
const shownField = (key: string) => !/(^id$|_ids?$|_at$)/.test(key);
/** A changed value as text: a text kept per language in the page's language (else any), a list as its items. */
const valueText = (value: unknown, lang: string): string => {
  if (value === null || value === undefined) return '–';
  if (Array.isArray(value)) return value.length ? JSON.stringify(value) : '–';
  if (typeof value === 'object') {
    const texts = value as Record<string, unknown>;
    return String(texts[lang] ?? Object.values(texts)[0] ?? '–');
  }
  return String(value);
};

/** What changed in a setup record or a patient's notes, in a line: the fields whose values differ between before and after. */
function changeOf(entry: TAuditEntry, lang: string): string | null {
  if (!/^((clinic|branch|doctor|treatment)\.changed|patient\.notes_changed)$/.test(entry.action)) return null;
  const old = (entry.before ?? {}) as Record<string, unknown>;
  const now = (entry.after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(old), ...Object.keys(now)])]
    .filter((key) => shownField(key) && JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key}: ${valueText(old[key], lang)} → ${valueText(now[key], lang)}`)
    .join('; ');
}

/**
 * The owner's audit log: every staff action as a sentence, newest first, in the clinic's time, filtered by action,
 * fifty at a time.
 */
export function AuditSection() {
  const { t, i18n } = useTranslation(['staff', 'audit']);
  const auth = useStaffAuth();
  const [action, setAction] = useState<TAuditAction | ''>('');
  const log = useInfiniteQuery(auditLogQueryOptions(auth, action));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const clinic = useQuery(workspaceQueryOptions(auth)).data?.clinic;
  const time = new Intl.DateTimeFormat(clinicLocale(i18n.language, countryOfClinic(clinic)), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: clinic?.time_zone,
  });
  const clinicTime = (instant: string) => time.format(new Date(instant));

  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading" className="text-xl font-bold text-slate-900">
        {t('sections.audit')}
      </h1>
      <SelectField
        id="audit-action"
        className="mt-4"
        label={t('audit.filter')}
        value={action}
        onChange={(value) => setAction(value as TAuditAction | '')}
        first={<option value="">{t('audit.allActions')}</option>}
        options={AUDIT_ACTIONS.map((name) => ({ value: name, label: t(`audit:actions.${name}`) }))}
        selectClassName="max-w-sm"
      />
      {/* Focusable, since it scrolls sideways on a narrow screen or in a long language. */}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby="audit-heading"
        className="relative mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
      >
        {/* On a phone the sentence wraps (it names who, so that column waits for a wider screen). */}
        <table className="w-full text-sm sm:min-w-max">
          <thead>
            <tr className="text-start">
              <th scope="col" className="px-3 py-2 text-start">
                {t('audit.when')}
              </th>
              <th scope="col" className="hidden px-3 py-2 text-start sm:table-cell">
                {t('audit.who')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('audit.what')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('audit.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 sm:whitespace-nowrap">{clinicTime(entry.at)}</td>
                <td className="hidden px-3 py-2 sm:table-cell">{entry.staff_name}</td>
                <td className="max-w-xl px-3 py-2">{auditSentence(entry, t, clinicTime, i18n.language)}</td>
                <td className="px-3 py-2 text-slate-700" dir="ltr">
                  {changeOf(entry, i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {log.isSuccess && entries.length === 0 && <p className="p-3 text-slate-600">{t('audit.empty')}</p>}
      </div>
      {log.hasNextPage && (
        <button type="button" className={`${smallButton} mt-3`} onClick={() => void log.fetchNextPage()}>
          {t('audit.older')}
        </button>
      )}
    </section>
  );
}

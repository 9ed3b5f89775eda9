import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { LANGS, type Lang, isRightToLeft } from '@clinic/contract/site/languages';
import { useStaffAuth } from '../../core/api/staff-auth';
import { clinicQueryOptions } from '../api/get-clinic-settings';
import { FieldRefusalText, useFieldRefusal } from '../../core/components/field-refusal';
import { TextField } from '../../../../components/ui/form-fields';

export type Texts = Record<Lang, string>;
export const textsOf = (value: Partial<Record<Lang, string | undefined>> | null | undefined): Texts =>
  Object.fromEntries(LANGS.map((lang) => [lang, value?.[lang] ?? ''])) as Texts;
/** What the settings calls take: the languages written, trimmed. */
export const textsInput = (texts: Texts): Partial<Texts> =>
  Object.fromEntries(LANGS.flatMap((lang) => (texts[lang].trim() ? [[lang, texts[lang].trim()]] : [])));

/**
 * The languages to write a text in: the clinic's main one first, its other site languages, then any other language
 * the text already holds (so nothing written is hidden). Every language until the clinic's settings are read.
 */
export function textLanguages(value: Texts, clinic: { languages: readonly Lang[]; main: Lang } | undefined): Lang[] {
  if (!clinic) return [...LANGS];
  const wanted = new Set<Lang>([clinic.main, ...clinic.languages]);
  return [...wanted, ...LANGS.filter((lang) => !wanted.has(lang) && value[lang].trim())];
}

/**
 * One text in each language the clinic writes, two by two (Hebrew and Arabic written right to left). A required
 * text is required in the clinic's main language only, as the server asks (NAME_NEEDS_MAIN_LANGUAGE).
 */
export function TextsFields({
  id,
  label,
  value,
  onChange,
  required = false,
  field,
  languages,
}: {
  id: string;
  /**
   * The request field these texts are sent as, whose refusal shows beneath them; by default the id's part after
   * the record's (`doctor-specialty`: `specialty`).
   */
  field?: string;
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  required?: boolean;
  /** The clinic's languages as a form being edited has them (the clinic's own details); else its saved settings. */
  languages?: { languages: readonly Lang[]; main: Lang };
}) {
  const { t } = useTranslation('setup');
  const settings = useQuery({ ...clinicQueryOptions(useStaffAuth()), enabled: !languages }).data;
  const clinic = languages ?? (settings && { languages: settings.languages, main: settings.default_language });
  const refusal = useFieldRefusal(field ?? id.slice(id.indexOf('-') + 1));
  const refusalId = `${id}-refusal`;
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {textLanguages(value, clinic).map((lang) => (
          <TextField
            key={lang}
            id={`${id}-${lang}`}
            className="mt-4"
            label={t('inLanguage', { label, language: t(`languages.${lang}`) })}
            dir={isRightToLeft(lang) ? 'rtl' : 'ltr'}
            lang={lang}
            required={required && lang === clinic?.main}
            value={value[lang]}
            onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
            {...(refusal ? { 'aria-invalid': true, 'aria-describedby': refusalId } : {})}
          />
        ))}
      </div>
      <FieldRefusalText id={refusalId} message={refusal?.message} />
    </>
  );
}

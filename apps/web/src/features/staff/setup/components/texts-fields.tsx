import { useTranslation } from '../../../../lib/use-translation';
import { LANGS, type Lang, isRightToLeft } from '@clinic/contract/site/languages';
import { FieldRefusalText, useFieldRefusal } from './field-refusal';
import { TextField } from '../../../../components/ui/form-fields';

export type Texts = Record<Lang, string>;
export const textsOf = (value: Partial<Record<Lang, string | undefined>> | null | undefined): Texts =>
  Object.fromEntries(LANGS.map((lang) => [lang, value?.[lang] ?? ''])) as Texts;
/** What the settings calls take: the languages written, trimmed. */
export const textsInput = (texts: Texts): Partial<Texts> =>
  Object.fromEntries(LANGS.flatMap((lang) => (texts[lang].trim() ? [[lang, texts[lang].trim()]] : [])));

/** One text in each language the site offers, two by two (Hebrew and Arabic written right to left). */
export function TextsFields({
  id,
  label,
  value,
  onChange,
  required = false,
  field,
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
}) {
  const { t } = useTranslation('setup');
  const refusal = useFieldRefusal(field ?? id.slice(id.indexOf('-') + 1));
  const refusalId = `${id}-refusal`;
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {LANGS.map((lang) => (
          <TextField
            key={lang}
            id={`${id}-${lang}`}
            className="mt-4"
            label={t('inLanguage', { label, language: t(`languages.${lang}`) })}
            dir={isRightToLeft(lang) ? 'rtl' : 'ltr'}
            lang={lang}
            required={required && lang === 'en'}
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

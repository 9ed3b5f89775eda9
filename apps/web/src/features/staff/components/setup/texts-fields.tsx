import { useTranslation } from 'react-i18next';
import { fieldClass, labelClass } from '../form-styles';

export type Texts = { en: string; he: string };
export const textsOf = (value: { en?: string | undefined; he?: string | undefined } | null | undefined): Texts => ({
  en: value?.en ?? '',
  he: value?.he ?? '',
});
/** What the settings calls take: the languages written, trimmed. */
export const textsInput = (texts: Texts) => ({
  ...(texts.en.trim() ? { en: texts.en.trim() } : {}),
  ...(texts.he.trim() ? { he: texts.he.trim() } : {}),
});

/** One text in each language the site offers, side by side (Hebrew written right to left). */
export function TextsFields({
  id,
  label,
  value,
  onChange,
  required = false,
}: {
  id: string;
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  required?: boolean;
}) {
  const { t } = useTranslation('setup');
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      {(['en', 'he'] as const).map((lang) => (
        <div key={lang}>
          <label htmlFor={`${id}-${lang}`} className={labelClass}>
            {t('inLanguage', { label, language: t(`languages.${lang}`) })}
          </label>
          <input
            id={`${id}-${lang}`}
            dir={lang === 'he' ? 'rtl' : 'ltr'}
            lang={lang}
            required={required && lang === 'en'}
            value={value[lang]}
            onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
            className={fieldClass}
          />
        </div>
      ))}
    </div>
  );
}

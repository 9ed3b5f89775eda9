import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { LANGUAGE_NAMES, isRightToLeft } from '@clinic/contract/site/languages';
import { LANGUAGES, type Language, isLanguage, setLanguage } from '../lib/i18n';
import { GlobeIcon } from './ui/icons';

/**
 * The language menu: a disclosure button showing the current language by its own name, opening the list of the
 * clinic's languages, each by its own name (English, עברית, العربية, Русский). Arrow keys move through the list,
 * Escape closes it; the button's accessible name starts with its visible text. Hidden when one language is offered.
 */
export function LanguageMenu({ languages }: { languages?: readonly string[] | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const offered = LANGUAGES.filter((lang) => !languages || languages.includes(lang));

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (offered.length < 2) return null;

  const items = () => [...(root.current?.querySelectorAll<HTMLButtonElement>('ul button') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const choose = (lang: Language) => {
    setOpen(false);
    button.current?.focus();
    if (lang !== current) setLanguage(lang);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = items().indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        // The list renders on the next frame; then the current language takes focus.
        requestAnimationFrame(() => focusItem(offered.indexOf(current)));
      } else focusItem(at === -1 ? offered.indexOf(current) : at + step);
    } else if (open && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      focusItem(event.key === 'Home' ? 0 : -1);
    }
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <GlobeIcon className="size-4" />
        <span lang={current}>{LANGUAGE_NAMES[current]}</span> <span className="sr-only">({t('language.menu')})</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-1 min-w-36 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {offered.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              lang={lang}
              dir={isRightToLeft(lang) ? 'rtl' : 'ltr'}
              aria-current={lang === current ? 'true' : undefined}
              onClick={() => choose(lang)}
              className="block w-full px-4 py-2 text-start text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 aria-[current=true]:font-bold aria-[current=true]:text-brand-800"
            >
              {LANGUAGE_NAMES[lang]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

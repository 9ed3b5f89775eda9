import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Namespace, TFunction, Translator } from './translator';
import { i18n } from './i18n';

/** The translations screens read: the site's own (lib/i18n.ts), or a test's. */
export const TranslatorContext = createContext<Translator>(i18n);

/**
 * The texts of `namespace` (and, with a list, `other:key` of the others) in the page language; the screen
 * re-renders when the language changes and suspends while a namespace it needs is loading.
 */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N | readonly N[]) {
  const translator = useContext(TranslatorContext);
  const namespaces = (namespace === undefined ? ['common'] : [namespace].flat()) as readonly N[];
  const language = useSyncExternalStore(
    (changed) => translator.onLanguageChanged(changed),
    () => translator.language,
    () => translator.language,
  );
  const key = namespaces.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same namespaces give the same key
  const t: TFunction<N> = useMemo(() => translator.fixedT(namespaces), [translator, key, language]);
  if (translator.mustLoad(namespaces)) throw translator.loadNamespaces(namespaces);
  return { t, i18n: translator };
}

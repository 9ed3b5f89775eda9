import type { en } from '../locales/en/index';

/** The site's texts, one namespace per feature (locales/<lang>/<namespace>.ts). */
type Resources = typeof en;
export type Namespace = keyof Resources;
type Leaves<T> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${K}` : `${K}.${Leaves<T[K]>}`;
}[keyof T & (string | number)];
type KeysOf<N extends Namespace> = { [M in N]: Leaves<Resources[M]> }[N];
/** A text's key: in the namespaces asked for, or `namespace:key` in any (typed: a wrong key fails to build). */
export type TextKey<N extends Namespace> = KeysOf<N> | { [M in Namespace]: `${M}:${Leaves<Resources[M]>}` }[Namespace];
/** The values a text's `{{name}}` or `{{name, format}}` placeholders take. */
export type TextValues = Record<string, unknown>;
export type TFunction<N extends Namespace = Namespace> = (key: TextKey<N>, values?: TextValues) => string;

type Texts = { [key: string]: string | Texts };
type Loader = (language: string, namespace: string) => Promise<unknown>;
type Format = (value: unknown, language: string) => string;

/**
 * The site's translations: texts per language and namespace, loaded when first asked for, and the page language.
 * Only what the site uses: key lookup with an English fallback, `{{value}}` and `{{value, format}}` placeholders,
 * namespaces that load on demand, and a notice when the language changes.
 */
export class Translator {
  language: string;
  private readonly texts: Record<string, Record<string, Texts>> = {};
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<(language: string) => void>();
  private readonly formats = new Map<string, Format>();

  /** Without a loader (a test's translator) only the texts given are there, and screens never wait for more. */
  constructor(
    language = 'en',
    private load?: Loader,
  ) {
    this.language = language;
  }

  /** Sets where texts not given up front come from. */
  setLoader(load: Loader) {
    this.load = load;
  }

  addTexts(language: string, namespace: string, texts: object) {
    (this.texts[language] ??= {})[namespace] = texts as Texts;
  }

  hasTexts(language: string, namespace: string) {
    return Boolean(this.texts[language]?.[namespace]);
  }

  /** Whether a screen has to wait for these namespaces in the page language. */
  mustLoad(namespaces: readonly string[]) {
    return Boolean(this.load) && namespaces.some((ns) => !this.hasTexts(this.language, ns));
  }

  /** Adds a placeholder format: `{{count, minutes}}` runs the format named `minutes`. */
  addFormat(name: string, format: Format) {
    this.formats.set(name, format);
  }

  /** Loads the namespaces' texts in a language (the page language by default); resolves once all are there. */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const load = this.load;
    if (!load) return Promise.resolve();
    const missing = [namespaces].flat().filter((ns) => !this.hasTexts(language, ns));
    return Promise.all(
      missing.map((ns) => {
        const id = `${language}/${ns}`;
        let pending = this.loading.get(id);
        if (!pending) {
          pending = load(language, ns).then(
            (texts) => this.addTexts(language, ns, texts as object),
            (error: unknown) => {
              this.loading.delete(id);
              throw error;
            },
          );
          this.loading.set(id, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  }

  /** Switches the page language once the namespaces shown in the current one are loaded in the new one. */
  async changeLanguage(language: string) {
    await this.loadNamespaces(Object.keys(this.texts[this.language] ?? {}), language);
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls `listener` after each change of language; the answer stops that. */
  onLanguageChanged(listener: (language: string) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * The text of `key` (`namespace:key`, or a key of the first of `namespaces` that has it) in the page language,
   * else in English, else the key itself.
   */
  t(key: string, values: TextValues | undefined, namespaces: readonly string[]): string {
    const colon = key.indexOf(':');
    const [searched, path] = colon > 0 ? [[key.slice(0, colon)], key.slice(colon + 1)] : [namespaces, key];
    let text: string | undefined;
    for (const language of [this.language, 'en']) for (const ns of searched) text ??= this.lookup(language, ns, path);
    if (text === undefined) return key;
    return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (placeholder, name: string, format?: string) => {
      if (!values || !(name in values)) return placeholder;
      const value = values[name];
      const formatted = format && this.formats.get(format);
      return formatted ? formatted(value, this.language) : String(value);
    });
  }

  /** A `t` whose keys without a namespace are looked up in `namespaces`, in order. */
  fixedT<N extends Namespace>(namespaces: readonly N[]): TFunction<N> {
    return (key, values) => this.t(key, values, namespaces);
  }

  private lookup(language: string, namespace: string, path: string): string | undefined {
    let node: string | Texts | undefined = this.texts[language]?.[namespace];
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  }
}

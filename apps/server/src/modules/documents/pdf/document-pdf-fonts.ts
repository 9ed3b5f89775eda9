import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Where each @fontsource package is installed (literal names, so tools see the dependencies). */
const PACKAGES = {
  latin: () => require.resolve('@fontsource/noto-sans/unicode.json'),
  hebrew: () => require.resolve('@fontsource/noto-sans-hebrew/unicode.json'),
  arabic: () => require.resolve('@fontsource/noto-sans-arabic/unicode.json'),
};

/** Noto Sans subsets the documents may use, each in regular and bold. */
const FACES = [
  { family: 'DocLatin', pkg: PACKAGES.latin, subset: 'latin', file: 'noto-sans-latin' },
  { family: 'DocLatin', pkg: PACKAGES.latin, subset: 'latin-ext', file: 'noto-sans-latin-ext' },
  { family: 'DocLatin', pkg: PACKAGES.latin, subset: 'cyrillic', file: 'noto-sans-cyrillic' },
  { family: 'DocHebrew', pkg: PACKAGES.hebrew, subset: 'hebrew', file: 'noto-sans-hebrew-hebrew' },
  { family: 'DocArabic', pkg: PACKAGES.arabic, subset: 'arabic', file: 'noto-sans-arabic-arabic' },
];

/** The font stack of a language: its own script first, so digits and punctuation match its letters. */
export const FONT_STACK: Record<'en' | 'he' | 'ar' | 'ru', string> = {
  en: 'DocLatin, DocHebrew, DocArabic',
  ru: 'DocLatin, DocHebrew, DocArabic',
  he: 'DocHebrew, DocLatin, DocArabic',
  ar: 'DocArabic, DocLatin, DocHebrew',
};

type Language = keyof typeof FONT_STACK;
type LoadedFace = { family: string; ranges: [number, number][]; css: string };
let loaded: LoadedFace[] | undefined;

/** Parses a CSS unicode-range ("U+0000-00FF,U+0131") into code point intervals. */
function parseRanges(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [lo = '0', hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(lo, 16), parseInt(hi, 16)];
  });
}

/** Reads the fonts once from the installed packages, as data URLs: Chromium then reads no file and no network. */
function loadFaces(): LoadedFace[] {
  loaded ??= FACES.map(({ family, pkg, subset, file }) => {
    const unicodeJson = pkg();
    const range = (JSON.parse(readFileSync(unicodeJson, 'utf8')) as Record<string, string>)[subset];
    if (!range) throw new Error(`${unicodeJson} has no ${subset} subset`);
    const css = [400, 700]
      .map((weight) => {
        const data = readFileSync(join(dirname(unicodeJson), 'files', `${file}-${weight}-normal.woff2`)).toString(
          'base64',
        );
        return `@font-face{font-family:${family};font-weight:${weight};font-style:normal;unicode-range:${range};src:url(data:font/woff2;base64,${data}) format('woff2');}`;
      })
      .join('\n');
    return { family, ranges: parseRanges(range), css };
  });
  return loaded;
}

/**
 * @font-face rules for the subsets that draw `text` in `language`'s stack: a subset whose characters an earlier
 * one already covers is left out, so a page carries only the fonts it draws with.
 */
export function fontFaceCss(text: string, language: Language): string {
  const missing = new Set<number>();
  for (const char of text) missing.add(char.codePointAt(0) ?? 0);
  const families = FONT_STACK[language].split(', ');
  const faces = [...loadFaces()].sort((a, b) => families.indexOf(a.family) - families.indexOf(b.family));
  const used: string[] = [];
  for (const face of faces) {
    const covered = [...missing].filter((cp) => face.ranges.some(([lo, hi]) => cp >= lo && cp <= hi));
    if (covered.length === 0) continue;
    used.push(face.css);
    for (const cp of covered) missing.delete(cp);
  }
  return used.join('\n');
}

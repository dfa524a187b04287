import type { L10n } from '../types';

/** Builds a text in the three enabled languages (es, en, ca). */
export const t = (es: string, en: string, ca: string): L10n => ({ es, en, ca });

/** Applies a function to every language of a text. */
export const mapL10n = (x: L10n, f: (s: string, l: keyof L10n) => string): L10n => ({
  es: f(x.es, 'es'),
  en: f(x.en, 'en'),
  ca: f(x.ca, 'ca'),
});

/** Wraps each paragraph of a text in <p>. */
export const p = (...parts: L10n[]): L10n => ({
  es: parts.map((x) => `<p>${x.es}</p>`).join(''),
  en: parts.map((x) => `<p>${x.en}</p>`).join(''),
  ca: parts.map((x) => `<p>${x.ca}</p>`).join(''),
});

/** Builds an unordered list in each language. */
export const ul = (...items: L10n[]): L10n => ({
  es: `<ul>${items.map((x) => `<li>${x.es}</li>`).join('')}</ul>`,
  en: `<ul>${items.map((x) => `<li>${x.en}</li>`).join('')}</ul>`,
  ca: `<ul>${items.map((x) => `<li>${x.ca}</li>`).join('')}</ul>`,
});

/** Concatenates texts language by language. */
export const cat = (...parts: L10n[]): L10n => ({
  es: parts.map((x) => x.es).join(''),
  en: parts.map((x) => x.en).join(''),
  ca: parts.map((x) => x.ca).join(''),
});

export const coverPath = (key: string): string => `/files/demo/covers/${key}.svg`;

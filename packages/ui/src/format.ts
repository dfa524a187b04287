/**
 * The platform's ONE place for shown dates and numbers (issue #31 item 12): every screen formats through these, in the
 * user's language, never with `toFixed`, `toLocaleString` or a hand-made `%`.
 */

const toDate = (value: Date | string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Spec §9: dates are shown as day, month, year separated by middle dots: `05·03·2025`. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return `${dd}·${mm}·${d.getFullYear()}`;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** A moment (a version, a comment, a change): the §9 date and the time in `locale`, `28·11·2026 11:16`. */
export function formatDateTime(value: Date | string | number | null | undefined, locale: string): string {
  const d = toDate(value);
  if (!d) return '';
  const time = cached(`t:${locale}`, () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }));
  return `${formatDate(d)} ${time.format(d)}`;
}

/** A number in `locale` (`10,2` in es and ca, `10.2` in en), at most `maxFractionDigits` decimals. */
export function formatNumber(value: number, locale: string, maxFractionDigits = 1): string {
  return cached(
    `n:${locale}:${maxFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits }),
  ).format(value);
}

/** A percentage given from 0 to 100 (`27.1`) as `locale` writes it: `27,1 %` in es and ca, `27.1%` in en. */
export function formatPercent(value: number, locale: string, maxFractionDigits = 1): string {
  return cached(
    `p:${locale}:${maxFractionDigits}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: maxFractionDigits }),
  ).format(value / 100);
}

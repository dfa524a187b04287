/**
 * The page template of the server-rendered pages (docs/decisions/0053-request-scoped-concurrent-render.md): the shell's
 * built index.html read once into static parts and named slots, then filled per request by concatenation — no
 * regular-expression replacement of a page with values in it, so no value is ever read as a replacement pattern
 * (`$&`, `$'`, `$1` come out as written), and every value goes through the one escaping its slot needs:
 *
 *   lang, title, viewport     text / attribute values: HTML-escaped
 *   head, root.html, after    markup: the bundles' React and emotion output (already escaped by React), or markup
 *                             built here with `html\`…\`` (its interpolations escaped, nested `Markup` kept)
 *   root.attrs                attribute values: HTML-escaped (names are this module's callers' literals)
 *   json                      `<script type="application/json">` text: `<`, `>`, `&`, U+2028/9 escaped (scriptJson)
 *   main                      the page's main script, kept or replaced by a script built with `html`
 *
 * The slots are found in the index.html when the template is made (`pageTemplate` answers null when one it needs is
 * missing: the page is then served as the client-rendered one).
 */

/** Markup the template inserts as it is. Only `html` and `trusted` make one. */
export interface Markup {
  readonly __markup: string;
}
const MARKUP = (s: string): Markup => ({ __markup: s });
const isMarkup = (v: unknown): v is Markup =>
  typeof v === 'object' && v !== null && typeof (v as Markup).__markup === 'string';

/** Text or an attribute value as HTML: `& < > " '` escaped. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * Markup produced by a server bundle (React's and emotion's output): inserted as it is. The bundles are the apps' own
 * builds; their answers are checked (renderOutputSchema) before they reach here.
 */
export const trusted = (s: string): Markup => MARKUP(s);

type Value = string | number | Markup | null | undefined | false | readonly Value[];

const valueOf = (v: Value): string => {
  if (v === null || v === undefined || v === false) return '';
  if (Array.isArray(v)) return (v as readonly Value[]).map(valueOf).join('');
  if (isMarkup(v)) return v.__markup;
  return escapeHtml(String(v));
};

/** A piece of markup: the literal parts as written, every interpolated value escaped (a `Markup` kept as it is). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += valueOf(values[i]) + strings[i + 1];
  return MARKUP(out);
}

/**
 * True when `s` is only `<style …>…</style>` elements (what a bundle's `styles` must be): nothing between or after
 * them, and no CSS text that ends its element early (a value that reached the CSS with `</style` in it).
 */
export function isStyleMarkup(s: string): boolean {
  const lower = s.toLowerCase();
  let pos = 0;
  while (pos < s.length) {
    if (!lower.startsWith('<style', pos) || !/[\s>]/.test(s[pos + 6] ?? '')) return false;
    const tagEnd = s.indexOf('>', pos);
    if (tagEnd < 0 || s.slice(pos + 1, tagEnd).includes('<')) return false;
    // the element's text ends at the first `</style`: anything after it must be the next element
    const close = lower.indexOf('</style', tagEnd);
    if (close < 0 || !lower.startsWith('</style>', close)) return false;
    pos = close + '</style>'.length;
  }
  return true;
}

/** JSON text safe inside `<script type="application/json">` (a no-op on JSON already escaped so). */
export const scriptJson = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `<script type="application/json" id={id}>` with `json` (the value serialised by a bundle) made script-safe. */
export const jsonScript = (id: string, json: string): Markup =>
  html`<script type="application/json" id="${id}">${trusted(scriptJson(json))}</script>`;

/** What a page is filled with. Absent slots keep the index.html's own content. */
export interface PageSlots {
  /** `<html lang>` */
  lang?: string;
  /** `<title>` text */
  title?: string | null;
  /** `<meta name="viewport">` content */
  viewport?: string | null;
  /** markup added at the end of `<head>` */
  head?: Markup;
  /** `#shell-root`: its attributes (besides the id) and its content */
  root?: { attrs?: Record<string, string | number | boolean>; html?: Markup };
  /** markup right after `#shell-root` */
  afterRoot?: Markup;
  /** the page's main script: kept (undefined), or replaced by this markup */
  main?: Markup;
  /** drop the index.html's `<noscript>` (a rendered page reads without JavaScript) */
  dropNoscript?: boolean;
}

type SlotName = 'lang' | 'title' | 'viewport' | 'head' | 'root' | 'main' | 'noscript';
type Part = string | { slot: SlotName; original: string };

export interface PageTemplate {
  /** the `src` of the index.html's main script (`<script defer src>`), or null */
  readonly mainSrc: string | null;
  fill(slots: PageSlots): string;
}

/** Where each slot is in the index.html: the text it replaces (the whole match) and, for values, the value's span. */
const SLOTS: Array<{ slot: SlotName; re: RegExp; required: boolean }> = [
  { slot: 'lang', re: /<html lang="([^"]*)"/, required: true },
  { slot: 'viewport', re: /<meta name="viewport" content="([^"]*)"/, required: false },
  { slot: 'title', re: /<title>([\s\S]*?)<\/title>/, required: true },
  { slot: 'head', re: /<\/head>/, required: true },
  { slot: 'noscript', re: /<noscript>[\s\S]*?<\/noscript>/, required: false },
  { slot: 'root', re: /<div id="?shell-root"?><\/div>/, required: true },
  { slot: 'main', re: /<script defer(?:="defer")? src="([^"]+)"><\/script>/, required: false },
];

/**
 * The template of an index.html (the built shell's, with the remotes map written in: render/app-shell.ts), or null
 * when it lacks `<html lang>`, `<title>`, `</head>` or an empty `#shell-root`.
 */
export function pageTemplate(index: string): PageTemplate | null {
  const found: Array<{ slot: SlotName; at: number; text: string; value?: string }> = [];
  for (const { slot, re, required } of SLOTS) {
    const m = re.exec(index);
    if (!m) {
      if (required) return null;
      continue;
    }
    found.push({ slot, at: m.index, text: m[0], value: m[1] });
  }
  found.sort((a, b) => a.at - b.at);
  const parts: Part[] = [];
  let pos = 0;
  for (const f of found) {
    if (f.at < pos) return null; // overlapping slots: not an index.html this template knows
    parts.push(index.slice(pos, f.at), { slot: f.slot, original: f.text });
    pos = f.at + f.text.length;
  }
  parts.push(index.slice(pos));
  const mainSrc = found.find((f) => f.slot === 'main')?.value ?? null;

  const attr = (name: string, value: string | number | boolean) =>
    value === false ? '' : value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(String(value))}"`;
  const fillSlot = (slot: SlotName, original: string, s: PageSlots): string => {
    switch (slot) {
      case 'lang':
        return s.lang === undefined ? original : `<html lang="${escapeHtml(s.lang)}"`;
      case 'viewport':
        return s.viewport ? `<meta name="viewport" content="${escapeHtml(s.viewport)}"` : original;
      case 'title':
        return s.title === undefined || s.title === null ? original : `<title>${escapeHtml(s.title)}</title>`;
      case 'head':
        return `${s.head ? s.head.__markup : ''}</head>`;
      case 'noscript':
        return s.dropNoscript ? '' : original;
      case 'main':
        return s.main ? s.main.__markup : original;
      case 'root': {
        if (!s.root && !s.afterRoot) return original;
        const attrs = Object.entries(s.root?.attrs ?? {})
          .filter(([name]) => /^[a-z][a-z0-9-]*$/.test(name) && name !== 'id')
          .map(([name, v]) => attr(name, v))
          .join('');
        return `<div id="shell-root"${attrs}>${s.root?.html?.__markup ?? ''}</div>${s.afterRoot?.__markup ?? ''}`;
      }
    }
  };
  return {
    mainSrc,
    fill(slots) {
      let out = '';
      for (const p of parts) out += typeof p === 'string' ? p : fillSlot(p.slot, p.original, slots);
      return out;
    },
  };
}

/** The template of the last index.html asked for (it changes with a deploy or the remotes map, rarely). */
export function templateCache(): (index: string) => PageTemplate | null {
  let last: { index: string; template: PageTemplate | null } | null = null;
  return (index) => {
    if (last?.index !== index) last = { index, template: pageTemplate(index) };
    return last.template;
  };
}

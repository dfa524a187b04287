/**
 * Stored markup of Krea (docs/decisions/0047): the ONE server-side sanitiser of every Krea rich-text field, contents and
 * resources alike, built from the shared allowlist of @platform/contracts/rich-text (the renderer of
 * @platform/resource-view reads the same list); and the plain-text helpers of the fields that are never markup.
 *
 * Rich (TipTap HTML): sanitize-html keeps the allowlist's tags and attributes, links to http(s)/mailto and images from
 * https or /files/ only; scripts, styles, event handlers, unknown tags (their text kept), javascript:/data: URLs go.
 * Plain text: refused with a 400 by the request schemas when it holds markup; `plainText` strips what older rows or
 * restored versions may still hold. The accessibility check (ADR 0025) reads the sanitised HTML.
 */
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED,
  RICH_TEXT_RENAMED,
  RICH_TEXT_TAGS,
  hasMarkup,
  richTextAttributeAllowed,
  type KreaA11yIssue,
} from '@platform/contracts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([t, a]) => [t, [...(a ?? [])]])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED],
  transformTags: {
    ...RICH_TEXT_RENAMED,
    ol: (tagName, attribs) => ({
      tagName,
      attribs: (attribs.start && richTextAttributeAllowed('ol', 'start', attribs.start)
        ? { start: attribs.start }
        : {}) as sanitizeHtml.Attributes,
    }),
  },
  // the allowlist's own value checks (a relative image, a bad ol start) on top of the scheme filter
  exclusiveFilter: (frame) => frame.tag === 'img' && !richTextAttributeAllowed('img', 'src', frame.attribs.src ?? ''),
};

/** The safe HTML of an author's rich text ('' stays ''). Idempotent: sanitising its own output changes nothing. */
export function sanitizeRich(html: string): string {
  if (!html) return html;
  const out = sanitizeHtml(html, OPTIONS).trim();
  return out === '<p></p>' ? '' : out;
}
export const sanitizeNullable = (html: string | null | undefined): string | null | undefined =>
  html == null ? html : sanitizeRich(html);

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: [...RICH_TEXT_DROPPED],
};
const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/**
 * The text of a value that should have been plain text: tags (and the content of scripts, styles…) out, entities
 * decoded. Text with no markup comes back unchanged ("a < b" stays). What still looks like a tag after a few rounds
 * (entity-encoded markup nested on purpose) has its `<` replaced by the look-alike "‹", so it can never be markup.
 */
export function plainText(v: string): string {
  let out = v;
  for (let i = 0; i < 4 && hasMarkup(out); i++) out = unescape(sanitizeHtml(out, TEXT_ONLY));
  return hasMarkup(out) ? out.replace(/<(?=[a-zA-Z/!?])/g, '‹') : out;
}
export const plainNullable = <T extends string | null | undefined>(v: T): T =>
  (typeof v === 'string' ? plainText(v) : v) as T;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The pedagogical objective of a Krea content (the rich column the program page renders): its goals as a list. */
export const goalsHtml = (goals: string[]): string =>
  goals.length ? `<ul>${goals.map((g) => `<li>${escapeText(g)}</li>`).join('')}</ul>` : '';

/** Accessibility findings of one rich-text field (sanitised HTML): images without alt, empty links, heading jumps. */
export function a11yOfHtml(
  field: string,
  html: string | null | undefined,
  lastHeading = { level: 1 },
): KreaA11yIssue[] {
  const out: KreaA11yIssue[] = [];
  if (!html) return out;
  for (const m of html.matchAll(/<img\b([^>]*)>/gi)) {
    const alt = /\balt="([^"]*)"/i.exec(m[1]);
    if (!alt || !alt[1].trim()) out.push({ field, rule: 'imageAlt', detail: 'An image has no alternative text' });
  }
  for (const m of html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/gi)) {
    const text = m[1]
      .replace(/<img\b[^>]*\balt="([^"]+)"[^>]*>/gi, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim();
    if (!text) out.push({ field, rule: 'emptyLink', detail: 'A link has no text' });
  }
  for (const m of html.matchAll(/<h([2-6])\b/gi)) {
    const level = Number(m[1]);
    if (level > lastHeading.level + 1)
      out.push({ field, rule: 'headingOrder', detail: `Heading level ${level} follows level ${lastHeading.level}` });
    lastHeading.level = level;
  }
  return out;
}

/**
 * Rich text of the resource editor: what TipTap's starter kit produces (paragraphs, headings, bold, italic,
 * underline, strike, code, lists, quotes, links, line breaks, rules) plus images from our file store. Everything else
 * (scripts, event handlers, styles, iframes, javascript: / data: URLs, forms) is removed on save by sanitize-html.
 * The accessibility check (ADR 0025) reads the sanitised HTML.
 */
import sanitizeHtml from 'sanitize-html';
import type { KreaA11yIssue } from '@platform/contracts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // h1 belongs to the page: an author's h1 becomes h2
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}) },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/files\/)/i.test(frame.attribs.src ?? ''),
};

/** The safe HTML of an author's rich text ('' stays ''). */
export function sanitizeRich(html: string): string {
  if (!html) return html;
  const out = sanitizeHtml(html, OPTIONS).trim();
  return out === '<p></p>' ? '' : out;
}
export const sanitizeNullable = (html: string | null | undefined): string | null | undefined =>
  html == null ? html : sanitizeRich(html);

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

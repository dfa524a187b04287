/**
 * The ONE allowlist of Krea rich text (docs/decisions/0047), read by the API's sanitiser (sanitize-html, at write time
 * and by the data migration of stored rows) and by the renderer of @platform/resource-view (a DOM walk in the browser,
 * the same walk over htmlparser2's tree in the server renders). No runtime dependency: the student view's first load
 * imports it.
 *
 * Rich: what the editor (TipTap's starter kit) produces — paragraphs, headings, emphasis, code, quotes, lists, links,
 * rules, line breaks and images from https or our file store. No other tag, no other attribute (no style, class, id or
 * event handler). A link goes to http(s) or mailto; an image to https or /files/.
 *
 * Plain text (titles, goals, the rhetorical question, captions, alt texts, names, keywords, comments): never markup.
 * A value holding something an HTML parser would open a tag, a comment or a declaration with (`<` then a letter, `/`,
 * `!` or `?`) is refused with a 400; a lone `<` (as in "a < b" or "<3") stays, and is always rendered as text.
 */
export const RICH_TEXT_TAGS = [
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
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];
/** Attributes kept per tag (everything else goes). */
export const RICH_TEXT_ATTRIBUTES: Partial<Record<RichTextTag, readonly string[]>> = {
  a: ['href'],
  img: ['src', 'alt'],
  ol: ['start'],
};
/** Elements dropped with everything inside them (their text is not content). */
export const RICH_TEXT_DROPPED = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'head',
] as const;
/** Tags the editor or a paste may produce that map onto an allowed one (h1 belongs to the page). */
export const RICH_TEXT_RENAMED: Readonly<Record<string, RichTextTag>> = { h1: 'h2', h5: 'h4', h6: 'h4' };

/** A link's target: http(s) or mailto, nothing else (no javascript:, data:, protocol-relative or relative URL). */
export const isRichTextHref = (v: string): boolean => /^(https?:\/\/|mailto:)[^\s]*$/i.test(v.trim());
/** An image: https or the file store. */
export const isRichTextImage = (v: string): boolean => /^(https:\/\/[^\s]+|\/files\/[^\s]+)$/i.test(v.trim());
/** An ordered list's start: a small number. */
export const isRichTextStart = (v: string): boolean => /^\d{1,4}$/.test(v.trim());
/** Whether an attribute `name` of `tag` with `value` is kept. */
export function richTextAttributeAllowed(tag: string, name: string, value: string): boolean {
  if (!(RICH_TEXT_ATTRIBUTES[tag as RichTextTag] ?? []).includes(name)) return false;
  if (name === 'href') return isRichTextHref(value);
  if (name === 'src') return isRichTextImage(value);
  if (name === 'start') return isRichTextStart(value);
  return true;
}

/** Markup in a plain-text value: `<` followed by what opens a tag, an end tag, a comment or a declaration. */
export const PLAIN_TEXT_MARKUP = /<[a-zA-Z/!?]/;
export const hasMarkup = (v: string): boolean => PLAIN_TEXT_MARKUP.test(v);
export const PLAIN_TEXT_MESSAGE = 'Plain text only: remove the HTML tags (<…>)';

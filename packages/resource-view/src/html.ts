/**
 * The rich-text subset of the content (p, lists, strong/em, h3/h4, br, links to http(s)), kept by a string pass
 * rather than DOMParser so that the server render (Node) and the browser produce the SAME markup (hydration).
 * Every other tag is dropped (its text kept); script/style/iframe blocks and comments are dropped whole;
 * every attribute is dropped except a link's http(s) href.
 */
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4', 'a']);
const escAttr = (s: string) =>
  s
    .replace(/&(?!amp;|lt;|gt;|quot;|#\d+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|iframe|object|embed|template|noscript|svg|math)\b[^>]*>/gi, '')
    .replace(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g, (_m, close: string, rawTag: string, attrs: string) => {
      const tag = rawTag.toLowerCase();
      if (!ALLOWED.has(tag)) return '';
      if (close) return tag === 'br' ? '' : `</${tag}>`;
      if (tag === 'a') {
        const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
        const url = href ? (href[1] ?? href[2] ?? href[3] ?? '') : '';
        return /^https?:\/\//i.test(url)
          ? `<a href="${escAttr(url)}" target="_blank" rel="noopener noreferrer">`
          : '<a>';
      }
      return `<${tag}>`;
    });
}

/** Plain text of a rich text (for checks of emptiness and for titles). */
export const textOf = (html: string | null | undefined): string =>
  sanitizeHtml(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

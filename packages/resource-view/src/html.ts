/**
 * The renderer's sanitiser of rich text (docs/decisions/0047): the ONE allowlist of @platform/contracts/rich-text
 * (the same the API applies when it stores a text), applied by walking a PARSED tree, never by matching the markup
 * with regular expressions.
 *
 * In the browser the tree is the browser's own parse of the text inside a <template> element (inert: nothing in it
 * runs or loads). The server renders (the student view /r/{id}, the feed) have no DOM: they register htmlparser2's tree
 * with `setHtmlParser` (./html-server). Both walks produce the same markup for the same well-formed input (what the
 * API stores is sanitize-html's output), so the server's HTML hydrates as is.
 *
 * Kept: the allowlist's tags; of their attributes only a link's http(s)/mailto href (opening in a new tab, no opener),
 * an image's https or /files/ src and its alt, an ordered list's start. Renamed: h1 → h2 (h5/h6 → h4). Dropped with
 * their content: script, style, iframe, svg, template… Any other element is dropped and its text kept. Text and
 * attribute values are escaped again on the way out. The walk is iterative (no recursion limit on deep nesting).
 */
import {
  RICH_TEXT_DROPPED,
  RICH_TEXT_RENAMED,
  RICH_TEXT_TAGS,
  richTextAttributeAllowed,
} from '@platform/contracts/rich-text';

/** A parsed fragment, whoever parsed it: its top nodes and how to read a node. */
export interface ParsedHtml<N = unknown> {
  roots: N[];
  /** a text node's text (entities decoded), else null */
  textOf(n: N): string | null;
  /** an element's lower-case name, attributes (source order) and children, else null (comments, doctypes…) */
  elementOf(n: N): { name: string; attrs: Array<[string, string]>; children: N[] } | null;
}
export type HtmlParser = (html: string) => ParsedHtml;

let registered: HtmlParser | null = null;
/** The parser of a render without a DOM (the server renders call it once with htmlparser2's; null unregisters). */
export function setHtmlParser(parser: HtmlParser | null): void {
  registered = parser;
}

const domParser: HtmlParser = (html) => {
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  return {
    roots: Array.from(tpl.content.childNodes),
    textOf: (n) => ((n as Node).nodeType === 3 ? (n as Text).data : null),
    elementOf: (n) => {
      if ((n as Node).nodeType !== 1) return null;
      const el = n as Element;
      return {
        name: el.localName.toLowerCase(),
        attrs: Array.from(el.attributes, (a) => [a.name, a.value] as [string, string]),
        children: Array.from(el.childNodes),
      };
    },
  };
};

function parse(html: string): ParsedHtml | null {
  if (typeof document !== 'undefined' && typeof document.createElement === 'function') return domParser(html);
  return registered ? registered(html) : null;
}

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const DROPPED = new Set<string>(RICH_TEXT_DROPPED);
const VOID = new Set(['br', 'hr', 'img']);
/** Deeper than this, elements are unwrapped (their text kept): no editor produces it. */
const MAX_DEPTH = 40;
const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => escText(s).replace(/"/g, '&quot;');

/** Walks the tree: `onText` for kept text, `onOpen`/`onClose` for kept elements (attributes already filtered). */
function walk(
  tree: ParsedHtml,
  onText: (t: string) => void,
  onOpen: (name: string, attrs: Array<[string, string]>) => void,
  onClose: (name: string) => void,
): void {
  const stack: Array<{ nodes: unknown[]; i: number; close: string | null }> = [
    { nodes: tree.roots, i: 0, close: null },
  ];
  let depth = 0;
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.i >= top.nodes.length) {
      stack.pop();
      if (top.close !== null) {
        onClose(top.close);
        depth--;
      }
      continue;
    }
    const n = top.nodes[top.i++];
    const text = tree.textOf(n);
    if (text !== null) {
      onText(text);
      continue;
    }
    const el = tree.elementOf(n);
    if (!el || DROPPED.has(el.name)) continue;
    const name = RICH_TEXT_RENAMED[el.name] ?? el.name;
    if (!ALLOWED.has(name) || depth >= MAX_DEPTH) {
      stack.push({ nodes: el.children, i: 0, close: null });
      continue;
    }
    const attrs: Array<[string, string]> = [];
    for (const [k, v] of el.attrs) {
      const key = k.toLowerCase();
      if (!attrs.some(([a]) => a === key) && richTextAttributeAllowed(name, key, v)) attrs.push([key, v.trim()]);
    }
    if (name === 'img' && !attrs.some(([a]) => a === 'src')) continue;
    onOpen(name, attrs);
    if (VOID.has(name)) continue;
    depth++;
    stack.push({ nodes: el.children, i: 0, close: name });
  }
}

/** The safe HTML of a rich text ('' for none, or when this render has no parser). */
export function sanitizeHtml(html: string | null | undefined): string {
  return sanitizeHtmlWith(html, parse);
}
/** sanitizeHtml with a given parser (the tests compare the browser's and the server's). */
export function sanitizeHtmlWith(html: string | null | undefined, parser: (html: string) => ParsedHtml | null): string {
  if (!html) return '';
  const tree = parser(html);
  if (!tree) return '';
  let out = '';
  walk(
    tree,
    (t) => (out += escText(t)),
    (name, attrs) => {
      out += `<${name}`;
      for (const [k, v] of attrs) out += ` ${k}="${escAttr(v)}"`;
      if (name === 'a' && attrs.length) out += ' target="_blank" rel="noopener noreferrer"';
      out += '>';
    },
    (name) => (out += `</${name}>`),
  );
  return out;
}

/** Plain text of a rich text (what a reader sees: for checks of emptiness and for titles). */
export function textOf(html: string | null | undefined): string {
  if (!html) return '';
  const tree = parse(html);
  if (!tree) return '';
  let out = '';
  walk(
    tree,
    (t) => (out += t),
    (name) => (out += name === 'img' || name === 'br' || name === 'hr' ? ' ' : ''),
    () => (out += ' '),
  );
  return out.replace(/\s+/g, ' ').trim();
}

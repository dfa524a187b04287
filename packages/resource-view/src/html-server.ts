/**
 * The parser of the server renders (no DOM): htmlparser2's tree for ./html's walk (docs/decisions/0047). Imported
 * only by the server entries (mf-student-view and mf-explore `server.tsx`), never by a browser bundle.
 */
import { parseDocument } from 'htmlparser2';
import { setHtmlParser, type HtmlParser } from './html';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];

export const htmlparser2Parser: HtmlParser = (html) => ({
  roots: parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).children,
  textOf: (n) => ((n as ChildNode).type === 'text' ? (n as { data: string }).data : null),
  elementOf: (n) => {
    const el = n as ChildNode;
    if (el.type !== 'tag' && el.type !== 'script' && el.type !== 'style') return null;
    return { name: el.name.toLowerCase(), attrs: Object.entries(el.attribs), children: el.children };
  },
});

/** Lets ./html sanitise in this (server) render. */
export function registerServerHtmlParser(): void {
  setHtmlParser(htmlparser2Parser);
}

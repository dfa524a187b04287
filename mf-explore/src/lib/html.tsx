import { Box } from '@platform/ui';

const ALLOWED = new Set(['P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'B', 'I', 'BR', 'H3', 'H4', 'A']);

/** Keeps the small rich-text subset of the content (p, lists, strong/em, links with http(s) href); drops the rest. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]+>/g, '');
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const walk = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (!ALLOWED.has(child.tagName)) {
        child.replaceWith(
          ...Array.from(child.childNodes).filter((n) =>
            child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE' ? true : false,
          ),
        );
        continue;
      }
      const href = child.getAttribute('href');
      for (const a of Array.from(child.attributes)) child.removeAttribute(a.name);
      if (child.tagName === 'A' && href && /^https?:\/\//i.test(href)) {
        child.setAttribute('href', href);
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
      walk(child);
    }
  };
  const root = doc.body.firstElementChild as Element;
  walk(root);
  // a second pass catches children promoted by replaceWith
  walk(root);
  return root.innerHTML;
}

export function RichText({ html, ...rest }: { html: string | null | undefined } & Record<string, unknown>) {
  return (
    <Box
      className="rich-text"
      css={{ '& p': { mb: '2' }, '& ul, & ol': { pl: '5', mb: '2' }, '& ul': { listStyleType: 'disc' } }}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html ?? '') }}
      {...rest}
    />
  );
}

import { Box } from '@platform/ui';
import { sanitizeHtml } from './html';

/** Rich text of a resource (the subset kept by ./html's sanitizeHtml, the same on the server and in the browser), in Chakra. */
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

/**
 * @jest-environment node
 */
import { sanitizeHtml, setHtmlParser, textOf } from './html';
import { registerServerHtmlParser } from './html-server';

describe('sanitizeHtml in a server render (no DOM)', () => {
  afterEach(() => setHtmlParser(null));
  it('renders nothing before a parser is registered (never the raw text)', () => {
    expect(sanitizeHtml('<p>a</p><a_x style="position:fixed">x</a_x>')).toBe('');
    expect(textOf('<p>a</p>')).toBe('');
  });
  it("with htmlparser2's tree: the allowlist, the same as in the browser", () => {
    registerServerHtmlParser();
    expect(
      sanitizeHtml(
        '<p onclick="x()">Hola <strong>tú</strong></p><a_x style="position:fixed;inset:0">x</a_x><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">j</a>',
      ),
    ).toBe('<p>Hola <strong>tú</strong></p>x<a>j</a>');
    expect(textOf('<p>Una <em>idea</em></p>')).toBe('Una idea');
  });
});

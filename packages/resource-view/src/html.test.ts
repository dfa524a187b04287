import { sanitizeHtml, sanitizeHtmlWith, textOf } from './html';
import { htmlparser2Parser } from './html-server';
import { embeddableVideo } from './media';

/** The payloads of issue 26 and the usual ones: none may come out as markup. */
const HOSTILE = [
  '<a_x style="position:fixed;inset:0">x</a_x>',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">j</a>',
  '<a href=" JaVaScRiPt:alert(1)">k</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>',
  '<a href="//evil.example/">p</a>',
  '<img src="https://ex.org/a.png" onload="alert(1)" style="position:fixed">',
  '<p style="position:fixed;inset:0" class="overlay" id="x" onclick="alert(1)">o</p>',
  '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">s</a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="https://evil.example"><input name="a" autofocus onfocus="alert(1)"><button>b</button></form>',
  '<!-- <img src=x onerror=alert(1)> -->',
  '<div><span style="color:red">t</span></div>',
  '<a_x><p>nested in an unknown</p></a_x>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];
const UNSAFE =
  /<(?!\/?(p|br|h2|h3|h4|strong|b|em|i|u|s|code|pre|blockquote|ul|ol|li|a|hr|img)\b)[a-z!/?]|style=|on\w+=|javascript:|data:|srcdoc|src="x"|\/\/evil/i;

describe('sanitizeHtml (a walk of the parsed tree with the one allowlist; ADR 0047)', () => {
  it.each(HOSTILE)('leaves no markup outside the allowlist: %s', (html) => {
    const out = sanitizeHtml(html);
    expect(out).not.toMatch(UNSAFE);
    // what comes out is stable: sanitising it again changes nothing
    expect(sanitizeHtml(out)).toBe(out);
  });
  it('keeps the text of what it drops, not the content of scripts and styles', () => {
    expect(sanitizeHtml(HOSTILE[0])).toBe('x');
    expect(sanitizeHtml(HOSTILE[1])).toBe('');
    expect(sanitizeHtml(HOSTILE[2])).toBe('');
    expect(sanitizeHtml(HOSTILE[3])).toBe('<a>j</a>');
    expect(sanitizeHtml(HOSTILE[8])).toBe('<p>o</p>');
    expect(sanitizeHtml(HOSTILE[18])).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
  it('keeps the allowed markup: paragraphs, emphasis, lists, headings, quotes, code, links, images', () => {
    const ok =
      '<h2>T</h2><h3>S</h3><p>Hola <strong>tú</strong>, <em>a</em> <b>b</b> <i>i</i> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>a</li></ul><ol start="3"><li>c</li></ol><blockquote>q</blockquote><pre><code>x &lt; y</code></pre><hr>' +
      '<p><img src="https://ex.org/a.png" alt="Una casa"><img src="/files/demo/a.png" alt=""></p>';
    expect(sanitizeHtml(ok)).toBe(ok);
    expect(sanitizeHtml('<a href="https://ex.org/a?b=1&c=2">ok</a> <a href="mailto:a@ex.org">m</a>')).toBe(
      '<a href="https://ex.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">ok</a> ' +
        '<a href="mailto:a@ex.org" target="_blank" rel="noopener noreferrer">m</a>',
    );
  });
  it('drops every attribute but href / src / alt / start, images from elsewhere, and renames h1', () => {
    expect(
      sanitizeHtml(
        '<p class="x" onclick="evil()">Hola <strong style="color:red">tú</strong><br/></p><ul><li>a</li></ul>',
      ),
    ).toBe('<p>Hola <strong>tú</strong><br></p><ul><li>a</li></ul>');
    expect(sanitizeHtml('<img src="http://ex.org/a.png" alt="a"><img src="a.png" alt="b"><h1>T</h1>')).toBe(
      '<h2>T</h2>',
    );
    expect(sanitizeHtml('<ol start="x"><li>a</li></ol>')).toBe('<ol><li>a</li></ol>');
  });
  it('unwraps very deep nesting instead of recursing (no stack overflow)', () => {
    // (jsdom's own tree recursion gives out near a few thousand levels; browsers cap the parser's depth)
    const deep = (n: number) => '<em>'.repeat(n) + 'x' + '</em>'.repeat(n);
    for (const out of [sanitizeHtml(deep(300)), sanitizeHtmlWith(deep(20000), htmlparser2Parser)]) {
      expect(out).toContain('x');
      expect(out.match(/<em>/g)).toHaveLength(40);
    }
  });
  it('the server walk (htmlparser2) gives the same markup as the browser walk, so server renders hydrate', () => {
    const corpus = [
      '<p>Hola <strong>tú</strong> &amp; <em>yo</em> &lt; 3</p><ul>\n<li>a</li>\n<li>b</li></ul>',
      '<h2>T</h2><p><a href="https://ex.org/a?b=1&amp;c=2">ok</a><img src="/files/demo/a.png" alt="c &quot;x&quot;"></p>',
      '<blockquote><p>q</p></blockquote><pre><code>if (a &lt; b) {}</code></pre><hr><ol start="2"><li>x</li></ol>',
      ...HOSTILE.filter((h) => !/<(svg|math|noscript|template|form|a_x><p)/.test(h)),
    ];
    for (const html of corpus)
      expect([html, sanitizeHtmlWith(html, htmlparser2Parser)]).toEqual([html, sanitizeHtml(html)]);
    for (const html of HOSTILE) expect(sanitizeHtmlWith(html, htmlparser2Parser)).not.toMatch(UNSAFE);
  });
  it('textOf gives the words (empty sections are not shown)', () => {
    expect(textOf('<p> </p><p></p>')).toBe('');
    expect(textOf('<p>Una <em>idea</em></p>')).toBe('Una idea');
    expect(textOf('<script>x</script><a_x>y</a_x>')).toBe('y');
  });
});

describe('embeddableVideo (allowed hosts only)', () => {
  it('embeds YouTube and Vimeo through their player URLs', () => {
    expect(embeddableVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embeddableVideo('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embeddableVideo('https://vimeo.com/123456789')).toBe('https://player.vimeo.com/video/123456789');
  });
  it('refuses other hosts, http and malformed URLs', () => {
    expect(embeddableVideo('https://videos.example.org/a.mp4')).toBeNull();
    expect(embeddableVideo('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(embeddableVideo('https://www.youtube.com.evil.org/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(embeddableVideo('not a url')).toBeNull();
  });
});

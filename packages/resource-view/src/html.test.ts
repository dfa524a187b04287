import { sanitizeHtml, textOf } from './html';
import { embeddableVideo } from './media';

describe('sanitizeHtml (same output on the server and in the browser)', () => {
  it('keeps the rich-text subset without attributes', () => {
    expect(
      sanitizeHtml(
        '<p class="x" onclick="evil()">Hola <strong style="color:red">tú</strong><br/></p><ul><li>a</li></ul>',
      ),
    ).toBe('<p>Hola <strong>tú</strong><br></p><ul><li>a</li></ul>');
  });
  it('drops scripts, styles, iframes, comments and unknown tags (keeping their text)', () => {
    expect(
      sanitizeHtml(
        '<script>alert(1)</script><style>p{}</style><!-- c --><iframe src="x"></iframe><div><span>texto</span></div><img src=x onerror=alert(1)>',
      ),
    ).toBe('texto');
  });
  it('keeps http(s) links only, opening in a new tab', () => {
    expect(
      sanitizeHtml('<a href="https://ex.org/a?b=1&c=2" onclick="x">ok</a><a href="javascript:alert(1)">no</a>'),
    ).toBe('<a href="https://ex.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">ok</a><a>no</a>');
  });
  it('textOf gives the words (empty sections are not shown)', () => {
    expect(textOf('<p> </p><p></p>')).toBe('');
    expect(textOf('<p>Una <em>idea</em></p>')).toBe('Una idea');
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

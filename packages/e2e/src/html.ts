/** Reading a page's HTML as a visitor without JavaScript reads it (the server-rendered pages' plain-HTTP tests). */

/** The HTML entities React and the servers write, decoded. */
export const decode = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The readable text of the body, without scripts (the embedded JSON too) and styles, whitespace folded. */
export const visible = (html: string): string =>
  decode(
    html
      .replace(/<head>[\s\S]*?<\/head>/, '')
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');

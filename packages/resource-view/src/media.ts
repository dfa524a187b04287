/** The video hosts a student trigger may embed (spec issue: "embedded video from the allowed hosts"). */
export const VIDEO_HOSTS = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'youtube.com',
  'm.youtube.com',
  'youtu.be',
  'player.vimeo.com',
  'vimeo.com',
] as const;

/** The embeddable https URL of a video on an allowed host, or null (then it is shown as a plain link). */
export function embeddableVideo(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:') return null;
  const host = u.hostname.toLowerCase();
  if (!(VIDEO_HOSTS as readonly string[]).includes(host)) return null;
  const id = (v: string | null | undefined) => (v && /^[\w-]{6,20}$/.test(v) ? v : null);
  if (host === 'youtu.be') {
    const v = id(u.pathname.slice(1).split('/')[0]);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host.includes('youtube')) {
    const v = id(u.pathname.startsWith('/embed/') ? u.pathname.split('/')[2] : u.searchParams.get('v'));
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  const m = /^\/(?:video\/)?(\d{4,12})(?:\/|$)/.exec(u.pathname);
  return m ? `https://player.vimeo.com/video/${m[1]}` : null;
}

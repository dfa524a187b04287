/** The URL of a downloadable material: catalogue materials name a file under /files/demo (written by the seed). */
export function materialUrl(file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^https?:\/\//i.test(file) || file.startsWith('/')) return file;
  if (file.includes('..')) return null;
  return `/files/demo/${file.replace(/^\.?\/+/, '')}`;
}

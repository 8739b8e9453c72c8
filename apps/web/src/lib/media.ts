/** Logos and images come from the media CDN; only the path of the stored URL is kept. */
export function mediaUrl(stored: string | null | undefined): string | undefined {
  if (!stored) return undefined;
  const base = (import.meta.env.VITE_MEDIA_CDN_URL ?? '/media').replace(/\/+$/, '');
  // A base is needed for stored values that are already relative paths.
  const { pathname } = new URL(stored, 'http://stored.invalid');
  return `${base}${pathname}`;
}

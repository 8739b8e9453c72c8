import type { UploadContentType } from '@mp/contract/fms/files';

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the bytes are, by their magic numbers; undefined for anything not allowed. */
export function sniffContentType(data: Buffer): UploadContentType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(data, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}

/**
 * A file name safe inside a key and a header: the last path segment only, plain ASCII letters,
 * digits, dot, dash and underscore, no leading dot, at most 80 characters.
 */
export function safeFileName(original: string) {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-80);
  return cleaned.length > 0 ? cleaned : 'file';
}

/**
 * The name a download is saved under: the original, with what could deceive or break a saved
 * name taken out (control characters, bidirectional and zero-width marks such as U+202E that
 * make `exe.pdf` read as `fdp.exe`, line and paragraph separators) and path separators made
 * dashes; at most 120 characters.
 */
export function downloadName(original: string) {
  const cleaned = original
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[\\/]/g, '-')
    .trim()
    .slice(-120);
  return cleaned.length > 0 ? cleaned : 'file';
}

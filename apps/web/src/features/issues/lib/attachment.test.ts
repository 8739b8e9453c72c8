import { MAX_UPLOAD_BYTES } from '@mp/contract/fms/files';
import { describe, expect, it } from 'vitest';
import { attachmentContentType, checkAttachment, formatFileSize, readAsBase64 } from './attachment';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('attachment checks before upload', () => {
  it('accept PNG, JPEG, WebP and PDF up to 2 MiB', () => {
    expect(checkAttachment(file('parcel.png', 'image/png', 1000))).toBeUndefined();
    expect(checkAttachment(file('photo.jpg', 'image/jpeg', MAX_UPLOAD_BYTES))).toBeUndefined();
    expect(checkAttachment(file('photo.webp', 'image/webp', 10))).toBeUndefined();
    expect(checkAttachment(file('slip.pdf', 'application/pdf', 10))).toBeUndefined();
  });

  it('refuse other types, whatever the extension says', () => {
    expect(checkAttachment(file('notes.txt', 'text/plain', 10))).toBe('type');
    expect(checkAttachment(file('setup.exe', 'application/x-msdownload', 10))).toBe('type');
    expect(checkAttachment(file('fake.png', 'image/svg+xml', 10))).toBe('type');
    expect(checkAttachment(file('page.html', 'text/html', 10))).toBe('type');
  });

  it('fall back to the extension when the browser gives no type', () => {
    expect(attachmentContentType(file('scan.PDF', '', 10))).toBe('application/pdf');
    expect(attachmentContentType(file('photo.jpeg', 'application/octet-stream', 10))).toBe(
      'image/jpeg',
    );
    expect(checkAttachment(file('archive.zip', '', 10))).toBe('type');
  });

  it('refuse a file one byte over 2 MiB, and an empty one', () => {
    expect(checkAttachment(file('big.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toBe('size');
    expect(checkAttachment(file('empty.png', 'image/png', 0))).toBe('empty');
  });

  it('refuse a sixth file on one comment', () => {
    expect(checkAttachment(file('a.png', 'image/png', 10), 4)).toBeUndefined();
    expect(checkAttachment(file('a.png', 'image/png', 10), 5)).toBe('tooMany');
  });

  it('read the bytes as plain base64 without the data: prefix', async () => {
    const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    expect(await readAsBase64(blob)).toBe('iVBORw==');
  });

  it('show sizes the way merchants read them', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(320 * 1024)).toBe('320 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});

import {
  MAX_UPLOAD_BYTES,
  type UploadContentType,
  uploadContentTypes,
} from '@mp/contract/fms/files';
import { ISSUE_ATTACHMENTS_MAX } from '@mp/contract/oms/issues';

/** What the file input offers (the server checks the bytes again). */
export const ATTACHMENT_ACCEPT =
  '.png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf';

const BY_EXTENSION: Record<string, UploadContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export type AttachmentProblem = 'type' | 'size' | 'empty' | 'tooMany';

/** The upload type of a picked file; some systems give no type, then the extension decides. */
export function attachmentContentType(file: {
  name: string;
  type: string;
}): UploadContentType | undefined {
  const declared = file.type.toLowerCase();
  if ((uploadContentTypes as readonly string[]).includes(declared)) {
    return declared as UploadContentType;
  }
  if (declared !== '' && declared !== 'application/octet-stream') return undefined;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension];
}

/** Why a picked file cannot be attached, checked before any upload; undefined when it can. */
export function checkAttachment(
  file: { name: string; type: string; size: number },
  alreadyAttached = 0,
): AttachmentProblem | undefined {
  if (alreadyAttached >= ISSUE_ATTACHMENTS_MAX) return 'tooMany';
  if (!attachmentContentType(file)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return undefined;
}

/** The file's bytes as standard base64 without the `data:` prefix (what POST fms/files takes). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** 1.5 MB, 320 KB, 900 B: sizes as merchants read them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

import type { IssueAttachment } from '@mp/contract/oms/issues';
import { FileText, Image as ImageIcon, LoaderCircle } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n';
import { useOpenInNewTab } from '@/lib/use-open-in-new-tab';
import { getFileUrl } from '../api/get-file-url';
import { formatFileSize } from '../lib/attachment';

/** Opens an attachment in a new tab through a short-lived signed URL. */
export function AttachmentLink({ attachment }: { attachment: IssueAttachment }) {
  const t = useT();
  const { open, loading } = useOpenInNewTab(() =>
    getFileUrl(attachment.key, attachment.contentType),
  );
  const Icon = attachment.contentType.startsWith('image/') ? ImageIcon : FileText;
  return (
    <button
      type="button"
      onClick={() => void open()}
      aria-busy={loading || undefined}
      aria-label={t('issues.attachment.open', { name: attachment.fileName })}
      className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-line bg-white px-2 py-1 text-xs text-ink hover:bg-surface-muted"
    >
      {loading ? (
        <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
      ) : (
        <Icon aria-hidden className="size-3.5 text-ink-muted" />
      )}
      <span className="truncate">{attachment.fileName}</span>
      <span className="text-ink-muted tabular-nums">{formatFileSize(attachment.size)}</span>
    </button>
  );
}

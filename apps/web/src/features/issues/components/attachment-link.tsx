import type { IssueAttachment } from '@mp/contract/oms/issues';
import { FileText, Image as ImageIcon, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { getFileUrl } from '../api/get-file-url';
import { formatFileSize } from '../lib/attachment';

/**
 * Opens an attachment in a new tab through a short-lived signed URL. The tab is opened on the
 * click itself (popup blockers refuse one opened after an await) and then pointed at the URL.
 */
export function AttachmentLink({ attachment }: { attachment: IssueAttachment }) {
  const t = useT();
  const [loading, setLoading] = useState(false);
  const Icon = attachment.contentType.startsWith('image/') ? ImageIcon : FileText;
  const open = async () => {
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const url = await getFileUrl(attachment.key, attachment.contentType);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch {
      tab?.close();
    } finally {
      setLoading(false);
    }
  };
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

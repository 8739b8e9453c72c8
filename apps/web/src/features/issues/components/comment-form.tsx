import { ISSUE_ATTACHMENTS_MAX, ISSUE_COMMENT_MAX } from '@mp/contract/oms/issues';
import { AlertCircle, CheckCircle2, LoaderCircle, Paperclip, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useAddIssueComment } from '../api/add-issue-comment';
import { useRefreshUploadQuota, useUploadQuota } from '../api/get-upload-quota';
import { uploadFile } from '../api/upload-file';
import {
  ATTACHMENT_ACCEPT,
  type AttachmentProblem,
  attachmentContentType,
  checkAttachment,
  formatFileSize,
  readAsBase64,
} from '../lib/attachment';

type PendingAttachment = {
  id: string;
  fileName: string;
  size: number;
  state: 'uploading' | 'done' | 'failed';
  key?: string;
  error?: string;
};

const PROBLEM_MESSAGE: Record<AttachmentProblem, MessageKey> = {
  type: 'issues.attachment.badType',
  size: 'issues.attachment.tooLarge',
  empty: 'issues.attachment.empty',
  tooMany: 'issues.attachment.tooMany',
};

let nextLocalId = 0;

/** The comment box: plain text up to the limit, and up to five checked, uploaded attachments. */
export function CommentForm({ issueId }: { issueId: number }) {
  const t = useT();
  const textId = useId();
  const counterId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const addComment = useAddIssueComment();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string>();
  const [attachments, setAttachments] = useState<PendingAttachment[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const quota = useUploadQuota();
  const refreshQuota = useRefreshUploadQuota();

  const update = (id: string, patch: Partial<PendingAttachment>) =>
    setAttachments((current) =>
      current.map((item) => (item.id === id ? { ...item, ...patch } : item)),
    );

  const pick = (files: FileList | null) => {
    if (!files) return;
    const problems: string[] = [];
    let kept = attachments.filter((item) => item.state !== 'failed').length;
    for (const file of Array.from(files)) {
      const problem = checkAttachment(file, kept);
      const contentType = attachmentContentType(file);
      if (problem || !contentType) {
        problems.push(
          t(PROBLEM_MESSAGE[problem ?? 'type'], { name: file.name, max: ISSUE_ATTACHMENTS_MAX }),
        );
        continue;
      }
      kept += 1;
      nextLocalId += 1;
      const id = `attachment-${nextLocalId}`;
      setAttachments((current) => [
        ...current,
        { id, fileName: file.name, size: file.size, state: 'uploading' },
      ]);
      void readAsBase64(file)
        .then((dataBase64) => uploadFile({ fileName: file.name, contentType, dataBase64 }))
        .then((uploaded) => update(id, { state: 'done', key: uploaded.key }))
        .catch((error: unknown) =>
          update(id, { state: 'failed', error: toApiError(error).message }),
        )
        .finally(() => void refreshQuota());
    }
    setRejected(problems);
    if (fileInput.current) fileInput.current.value = '';
  };

  const uploading = attachments.some((item) => item.state === 'uploading');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length === 0) {
      setTextError(t('issues.comment.required'));
      return;
    }
    if (text.length > ISSUE_COMMENT_MAX) {
      setTextError(t('issues.comment.tooLong', { max: ISSUE_COMMENT_MAX }));
      return;
    }
    if (uploading) return;
    setTextError(undefined);
    const keys = attachments.flatMap((item) =>
      item.state === 'done' && item.key ? [item.key] : [],
    );
    try {
      await addComment.mutateAsync({
        issueId,
        comment: text,
        ...(keys.length > 0 ? { attachments: keys } : {}),
      });
      setText('');
      setAttachments([]);
      setRejected([]);
      toast.success(t('issues.comment.added'));
    } catch {
      // The api client has toasted the reason; a 409 refreshes the issue (now resolved).
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('issues.comment.form')}
      className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3"
    >
      <label htmlFor={textId} className="text-[13px] font-medium text-ink">
        {t('issues.comment.label')}
      </label>
      <textarea
        id={textId}
        rows={4}
        value={text}
        maxLength={ISSUE_COMMENT_MAX}
        onChange={(event) => {
          setText(event.target.value);
          if (textError) setTextError(undefined);
        }}
        placeholder={t('issues.comment.placeholder')}
        aria-invalid={textError ? true : undefined}
        aria-describedby={counterId}
        className="min-h-24 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger"
      />
      <div className="flex items-center justify-between gap-3 text-xs">
        {textError ? (
          <p role="alert" className="text-danger">
            {textError}
          </p>
        ) : (
          <p className="text-ink-muted">{t('issues.comment.plainText')}</p>
        )}
        <span id={counterId} className="shrink-0 text-ink-muted tabular-nums">
          {text.length}/{ISSUE_COMMENT_MAX}
        </span>
      </div>

      {attachments.length > 0 ? (
        <ul aria-label={t('issues.attachments')} className="flex flex-col gap-1">
          {attachments.map((item) => (
            <li
              key={item.id}
              data-testid="pending-attachment"
              data-state={item.state}
              className="flex items-center gap-2 rounded-md border border-line px-2 py-1 text-xs"
            >
              {item.state === 'uploading' ? (
                <LoaderCircle aria-hidden className="size-3.5 animate-spin text-ink-muted" />
              ) : item.state === 'done' ? (
                <CheckCircle2 aria-hidden className="size-3.5 text-success" />
              ) : (
                <AlertCircle aria-hidden className="size-3.5 text-danger" />
              )}
              <span className="min-w-0 flex-1 truncate text-ink">{item.fileName}</span>
              <span className="text-ink-muted tabular-nums">{formatFileSize(item.size)}</span>
              {item.state === 'failed' ? (
                <span role="alert" className="text-danger">
                  {t('issues.attachment.uploadFailed', { reason: item.error ?? '' })}
                </span>
              ) : item.state === 'uploading' ? (
                <span className="text-ink-muted">{t('issues.attachment.uploading')}</span>
              ) : null}
              <button
                type="button"
                onClick={() =>
                  setAttachments((current) => current.filter((other) => other.id !== item.id))
                }
                aria-label={t('issues.attachment.remove', { name: item.fileName })}
                className="rounded p-0.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {rejected.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-0.5 text-xs text-danger">
          {rejected.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-label={t('issues.attachment.add')}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => pick(event.target.files)}
          />
          <Button
            variant="secondary"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => fileInput.current?.click()}
          >
            <Paperclip aria-hidden className="size-4" />
            {t('issues.attachment.add')}
          </Button>
          <span className="text-xs text-ink-muted">
            {t('issues.attachment.hint')}
            {quota.data
              ? ` · ${t('issues.attachment.quotaLeft', { left: formatFileSize(quota.data.leftBytes) })}`
              : null}
          </span>
        </div>
        <Button type="submit" loading={addComment.isPending} disabled={uploading}>
          {t('issues.comment.submit')}
        </Button>
      </div>
    </form>
  );
}

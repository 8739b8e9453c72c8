import {
  ISSUE_RESOLUTION_MAX,
  ISSUE_RESOLUTION_MIN,
  resolveIssueBodySchema,
} from '@mp/contract/oms/issues';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useResolveIssue } from '../api/resolve-issue';

type ResolveIssueDialogProps = {
  issueId: number;
  issueNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Resolve with a note of what was done (3 to 1000 characters). */
export function ResolveIssueDialog({
  issueId,
  issueNumber,
  open,
  onOpenChange,
}: ResolveIssueDialogProps) {
  const t = useT();
  const resolve = useResolveIssue();
  const [resolution, setResolution] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resolveIssueBodySchema.safeParse({ resolution });
    if (!parsed.success) {
      setError(
        t('issues.resolve.length', { min: ISSUE_RESOLUTION_MIN, max: ISSUE_RESOLUTION_MAX }),
      );
      return;
    }
    try {
      await resolve.mutateAsync({ issueId, ...parsed.data });
      toast.success(t('issues.resolve.done', { number: issueNumber }));
      onOpenChange(false);
    } catch (failure) {
      // The api client toasted the reason; a 409 means it is resolved already: show that state.
      if ((failure as { status?: number }).status === 409) onOpenChange(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={t('issues.resolve.title', { number: issueNumber })}
      description={t('issues.resolve.description')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('issues.cancel')}
          </Button>
          <Button type="submit" form="resolve-issue-form" loading={resolve.isPending}>
            {t('issues.resolve.submit')}
          </Button>
        </div>
      }
    >
      <form id="resolve-issue-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={t('issues.resolve.note')}
          rows={4}
          value={resolution}
          maxLength={ISSUE_RESOLUTION_MAX}
          onChange={(event) => {
            setResolution(event.target.value);
            if (error) setError(undefined);
          }}
          hint={t('issues.resolve.hint')}
          error={error}
        />
      </form>
    </Modal>
  );
}

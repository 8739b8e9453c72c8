import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { NewIssueDialog } from './new-issue-dialog';

/** "Open an issue" with its dialog; used by the issues list and the support page. */
export function NewIssueButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" />
        {t('issues.new.open')}
      </Button>
      {open ? <NewIssueDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

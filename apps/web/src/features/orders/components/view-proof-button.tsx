import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { useOpenInNewTab } from '@/lib/use-open-in-new-tab';
import { getProofUrl } from '../api/get-proof-url';

/** Opens the payment proof in a new tab through a short-lived signed URL. */
export function ViewProofButton({ fileKey }: { fileKey: string }) {
  const t = useT();
  const { open, loading } = useOpenInNewTab(() => getProofUrl(fileKey));
  return (
    <Button variant="secondary" size="sm" loading={loading} onClick={() => void open()}>
      <ExternalLink aria-hidden className="size-4" />
      {t('orders.viewProof')}
    </Button>
  );
}

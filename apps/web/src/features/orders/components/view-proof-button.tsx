import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { getProofUrl } from '../api/get-proof-url';

/**
 * Opens the payment proof in a new tab through a short-lived signed URL. The tab is opened
 * on the click itself (popup blockers refuse one opened after an await) and pointed at the URL.
 */
export function ViewProofButton({ fileKey }: { fileKey: string }) {
  const t = useT();
  const [loading, setLoading] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const url = await getProofUrl(fileKey);
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
    <Button variant="secondary" size="sm" loading={loading} onClick={() => void open()}>
      <ExternalLink aria-hidden className="size-4" />
      {t('orders.viewProof')}
    </Button>
  );
}

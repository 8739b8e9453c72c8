import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/** The error boundary's face: the spec's 'Sorry.. there was an error'. */
export function ErrorScreen({ error }: { error?: unknown }) {
  const t = useT();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <TriangleAlert aria-hidden className="size-8 text-danger" />
      <p className="text-base font-semibold text-ink">{t('app.error')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </div>
  );
}

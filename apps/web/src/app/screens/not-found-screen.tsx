import { FileQuestion } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/lib/i18n/i18n';

export function NotFoundScreen() {
  const t = useT();
  return (
    <div className="p-5">
      <EmptyState
        icon={FileQuestion}
        title="404"
        message={t('app.notFound')}
        action={
          <a href="/merchant/orders/all" className={buttonClass('secondary')}>
            {t('app.goHome')}
          </a>
        }
      />
    </div>
  );
}

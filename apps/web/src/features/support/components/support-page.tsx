import { MessageSquareWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { ContactCards } from './contact-cards';
import { FaqList } from './faq-list';

type SupportPageProps = {
  /** The "open an issue" control, composed in by the screen (features do not import each other). */
  openIssue: ReactNode;
};

/** Help/Support: how to reach the marketplace, answers to common questions, and an issue. */
export function SupportPage({ openIssue }: SupportPageProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="support-contact-title" className="flex flex-col gap-3">
        <div>
          <h2 id="support-contact-title" className="text-base font-semibold text-ink">
            {t('support.contactTitle')}
          </h2>
          <p className="text-sm text-ink-muted">{t('support.contactIntro')}</p>
        </div>
        <ContactCards />
      </section>

      <section
        aria-labelledby="support-issue-title"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent/30 bg-accent-soft/50 p-4"
      >
        <div className="flex min-w-0 flex-1 gap-3">
          <MessageSquareWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <div className="min-w-0">
            <h2 id="support-issue-title" className="text-sm font-semibold text-ink">
              {t('support.issueTitle')}
            </h2>
            <p className="text-sm text-ink-muted">{t('support.issueIntro')}</p>
          </div>
        </div>
        {openIssue}
      </section>

      <FaqList noAnswerAction={openIssue} />
    </div>
  );
}

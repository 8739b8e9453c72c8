import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { SUPPORT_CONTACT } from '../lib/contact';

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Phone;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex gap-3 rounded-lg border border-line bg-white p-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5 text-[13px]">
        <h3 className="font-semibold text-ink">{title}</h3>
        {children}
      </div>
    </section>
  );
}

/** Phone, e-mail and opening hours of merchant support. */
export function ContactCards() {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <ContactCard icon={Phone} title={t('support.phone')}>
        <a
          href={`tel:${SUPPORT_CONTACT.hotline}`}
          className="text-base font-semibold text-accent tabular-nums hover:underline"
        >
          {SUPPORT_CONTACT.hotline}
        </a>
        <span className="text-ink-muted">
          {t('support.phoneAlt', { phone: SUPPORT_CONTACT.phone })}
        </span>
      </ContactCard>
      <ContactCard icon={Mail} title={t('support.email')}>
        <a
          href={`mailto:${SUPPORT_CONTACT.email}`}
          className="font-medium break-all text-accent hover:underline"
        >
          {SUPPORT_CONTACT.email}
        </a>
        <span className="text-ink-muted">{t('support.emailHint')}</span>
      </ContactCard>
      <ContactCard icon={Clock} title={t('support.hours')}>
        <span className="text-ink">{t('support.hoursDays')}</span>
        <span className="text-ink-muted">{t('support.hoursClosed')}</span>
      </ContactCard>
    </div>
  );
}

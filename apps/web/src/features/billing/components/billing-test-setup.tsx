import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { I18nProvider } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { saveTokens, setMerchantId } from '@/lib/session';

/** An unsigned idToken whose `sub` is the user id (the panel only reads the claims). */
function fakeIdToken(sub: string) {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, sid: 's1', name: 'Demo', exp: 4_102_444_800 })}.signature`;
}

export function signIn(userId: string, merchantId: number) {
  saveTokens({ idToken: fakeIdToken(userId), refreshToken: 'refresh-token' });
  setMerchantId(merchantId);
}

export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        {node}
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(ui));
  return { ...view, queryClient, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}

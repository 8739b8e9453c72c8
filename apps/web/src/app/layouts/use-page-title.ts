import { useMatches } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/i18n';

/** The deepest matched route's `staticData.title`, translated. */
export function usePageTitle(): string {
  const t = useT();
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const title = match?.staticData?.title;
    if (title) {
      return t(typeof title === 'function' ? title(match.params as Record<string, string>) : title);
    }
  }
  return t('app.title');
}

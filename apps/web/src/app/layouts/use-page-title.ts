import { useMatches } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/i18n';

/**
 * The deepest matched route's `staticData.title`, translated. Selected from the matches, so its
 * users render again when the title changes, not at every step of every navigation.
 */
export function usePageTitle(): string {
  const t = useT();
  const key = useMatches({
    select: (matches) => {
      for (let index = matches.length - 1; index >= 0; index -= 1) {
        const match = matches[index];
        const title = match?.staticData?.title;
        if (title) {
          return typeof title === 'function'
            ? title(match.params as Record<string, string>)
            : title;
        }
      }
      return 'app.title';
    },
  });
  return t(key);
}

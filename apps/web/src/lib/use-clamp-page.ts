import { useEffect } from 'react';

type ClampPage = {
  page: number;
  totalPages: number;
  /** While the previous query's rows stand in, `totalPages` is theirs: wait for the real answer. */
  isPlaceholderData: boolean;
  /** The list's URL writer; `keepPage` so the page given is the page shown. */
  navigate: (patch: { page: number }, options: { keepPage: boolean }) => void;
};

/**
 * Past the last page (an old link, a filter or a bulk move that shrank the list): go to the
 * last one. An empty list (no pages) stays on its page, which shows the empty state.
 */
export function useClampPage({ page, totalPages, isPlaceholderData, navigate }: ClampPage) {
  useEffect(() => {
    if (!isPlaceholderData && totalPages > 0 && page > totalPages) {
      navigate({ page: totalPages }, { keepPage: true });
    }
  }, [isPlaceholderData, totalPages, page, navigate]);
}

import { useState } from 'react';

/**
 * Opens a URL that must be fetched first (a short-lived signed URL) in a new tab. The tab is
 * opened on the click itself, since popup blockers refuse one opened after an await, and then
 * pointed at the URL; if the fetch fails the blank tab is closed again.
 */
export function useOpenInNewTab(getUrl: () => Promise<string>) {
  const [loading, setLoading] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const url = await getUrl();
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
  return { open, loading };
}

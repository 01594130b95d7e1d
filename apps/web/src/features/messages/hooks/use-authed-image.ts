import { useEffect, useState } from 'react';
import { tokenStore } from '../../../lib/storage';

/**
 * Message images are served only to the conversation's parties, with the bearer token;
 * an <img> cannot send it, so the image is fetched and shown from a blob address.
 */
export function useAuthedImage(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    const ctrl = new AbortController();
    const token = tokenStore.get();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: ctrl.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setState({ src: null, failed: true });
      });
    return () => {
      ctrl.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

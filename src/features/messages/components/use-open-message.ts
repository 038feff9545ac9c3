import { useCallback } from 'react';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { OPEN_MESSAGE } from '../paths';

/**
 * The message open in the dialog, kept in the URL (`?open=<id>`): Back closes it, a link opens
 * it, and the list's page stays as it was.
 */
export function useOpenMessage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(OPEN_MESSAGE));
  const openId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const setOpen = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(OPEN_MESSAGE);
        else next.set(OPEN_MESSAGE, String(id));
        return next;
      }),
    [setParams],
  );
  return { openId, open: (id: number) => setOpen(id), close: () => setOpen(null) };
}

import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * The spec's edit paths keep the record id in browser storage (productId, ...):
 * read it, open the record's own route, and drop it once that is done. (Dropped after the
 * render is committed: a render that is thrown away, while a lazy screen loads, reads it too.)
 */
export function SpecEditPath({
  storageKey,
  resourcePath,
  suffix = '',
}: {
  storageKey: string;
  resourcePath: string;
  /** A screen of the record other than its edit screen (a role's access: '/access'). */
  suffix?: string;
}) {
  const id = localStorage.getItem(storageKey);
  useEffect(() => {
    if (id) localStorage.removeItem(storageKey);
  }, [id, storageKey]);
  if (!id) return <Navigate to={resourcePath} replace />;
  return <Navigate to={`${resourcePath}/${encodeURIComponent(id)}${suffix}`} replace />;
}

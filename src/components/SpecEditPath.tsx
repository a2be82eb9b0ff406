import { Navigate } from 'react-router-dom';

/**
 * The spec's edit paths keep the record id in browser storage (productId, ...):
 * read it once, drop it, and open the record's own route.
 */
export function SpecEditPath({
  storageKey,
  resourcePath,
}: {
  storageKey: string;
  resourcePath: string;
}) {
  const id = localStorage.getItem(storageKey);
  if (!id) return <Navigate to={resourcePath} replace />;
  localStorage.removeItem(storageKey);
  return <Navigate to={`${resourcePath}/${encodeURIComponent(id)}`} replace />;
}

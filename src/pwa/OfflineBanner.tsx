import type { CSSProperties } from 'react';
import { i18nProvider } from '../providers/i18nProvider';
import { useOffline } from './connection';

/**
 * The bar at the foot of the screen while the portal has no connection: on the sign-in page and
 * in the shell alike, over dialogs too. Sticky at the end of the page, so the page's last rows
 * can still be scrolled above it. The live region is always there, empty while online, so
 * screen readers announce the bar when it fills.
 */
const BAR: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1400,
  padding: '12px 16px calc(12px + env(safe-area-inset-bottom)) 16px',
  background: '#323232',
  color: '#fff',
};

export function OfflineBanner() {
  const offline = useOffline();
  // Outside react-admin's context: the provider's current language, read at each change.
  const t = (key: string) => i18nProvider.translate(key);
  return (
    <div role="status" style={offline ? BAR : undefined}>
      {offline && (
        <>
          <div style={{ fontWeight: 600 }}>{t('app.pwa.offline_title')}</div>
          <div style={{ fontSize: '0.875rem' }}>{t('app.pwa.offline_detail')}</div>
        </>
      )}
    </div>
  );
}

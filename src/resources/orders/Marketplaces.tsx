import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinkOff from '@mui/icons-material/LinkOff';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Sync from '@mui/icons-material/Sync';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { setMarketplaceFlag, useSession } from '../../providers/session';

const M = 'app.orders.market';
type Platform = 'lazada' | 'shopee';
const NAME: Record<Platform, string> = { lazada: 'Lazada', shopee: 'Shopee' };

/**
 * The marketplace buttons of the order list's header (spec part 2 §2.5, §4.5), shop users
 * only: Connect opens the marketplace's authorisation in a new tab (the server's login link,
 * carrying its OAuth state); Disconnect asks first. With a connection, 'pull orders' brings
 * the marketplaces' new orders in.
 */
export function MarketplaceButtons({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState<Platform | null>(null);
  const connected = (p: Platform) =>
    p === 'lazada' ? session?.lazadaConnect : session?.shopeeConnect;

  const failed = (e: unknown) =>
    notify(failureOf(e).message ?? translate(`${M}.failed`), { type: 'error' });

  const connect = async (p: Platform) => {
    // The tab opens now, in the click, so the browser does not block it; the link follows.
    const tab = window.open('about:blank', '_blank');
    try {
      const url = await dataProvider.marketplaceLoginLink(p, shopId);
      if (tab) {
        // The marketplace's page gets no handle on this one.
        tab.opener = null;
        tab.location.assign(url);
      } else window.location.assign(url);
    } catch (e) {
      tab?.close();
      failed(e);
    }
  };
  /** Runs `call` with the buttons off, then reloads the list; a failure says so. */
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
      refresh();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const disconnect = async (p: Platform) => {
    await run(async () => {
      setMarketplaceFlag(p, await dataProvider.disconnectMarketplace(p));
      notify(translate(`${M}.disconnected`, { platform: NAME[p] }), { type: 'info' });
    });
    setLeaving(null);
  };
  const pull = () =>
    run(async () => {
      const r = await dataProvider.syncMarketplaces();
      notify(translate(`${M}.pulled`, { count: r.created }), { type: 'success' });
    });

  return (
    <>
      {(['lazada', 'shopee'] as const).map((p) =>
        connected(p) ? (
          <Button
            key={p}
            variant="outlined"
            color="warning"
            startIcon={<LinkOff />}
            disabled={busy}
            onClick={() => setLeaving(p)}
          >
            {translate(`${M}.disconnect`, { platform: NAME[p] })}
          </Button>
        ) : (
          <Button
            key={p}
            variant="outlined"
            startIcon={<StorefrontOutlined />}
            disabled={busy}
            onClick={() => void connect(p)}
          >
            {translate(`${M}.connect`, { platform: NAME[p] })}
          </Button>
        ),
      )}
      {(session?.lazadaConnect || session?.shopeeConnect) && (
        <Button variant="outlined" startIcon={<Sync />} disabled={busy} onClick={() => void pull()}>
          {translate(`${M}.pull`)}
        </Button>
      )}
      <Dialog open={leaving !== null} onClose={() => setLeaving(null)} aria-labelledby="market-off">
        <DialogTitle id="market-off">
          {leaving && translate(`${M}.disconnect_title`, { platform: NAME[leaving] })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {leaving && translate(`${M}.disconnect_question`, { platform: NAME[leaving] })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLeaving(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="warning"
            variant="contained"
            disabled={busy}
            onClick={() => leaving && void disconnect(leaving)}
          >
            {translate(`${M}.disconnect_confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * The marketplace's return to the order list (spec part 2 §4.5): with `code` (and Shopee's
 * `shop_id`) and the state, the connect call is made once, the flag stored, the list refreshed
 * and the address cleaned; `error` (the user cancelled) just says so.
 */
export function MarketplaceReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const code = q.get('code');
    const state = q.get('state');
    const cancelled = q.get('error');
    if (!code && !cancelled) return;
    if (handled.current === location.search) return;
    handled.current = location.search;
    const clean = () => navigate(location.pathname, { replace: true });
    if (!code || !state) {
      notify(`${M}.cancelled`, { type: 'info' });
      clean();
      return;
    }
    const shopee = q.get('shop_id');
    const platform: Platform = shopee ? 'shopee' : 'lazada';
    void (async () => {
      try {
        const reply = shopee
          ? await dataProvider.connectShopee(code, shopee, state)
          : await dataProvider.connectLazada(code, state);
        setMarketplaceFlag(platform, true);
        notify(
          translate(`${M}.connected`, { platform: NAME[platform], count: reply.pulled.created }),
          { type: 'success' },
        );
        refresh();
      } catch (e) {
        notify(failureOf(e).message ?? translate(`${M}.failed`), { type: 'error' });
      } finally {
        clean();
      }
    })();
  }, [location.search, location.pathname, navigate, notify, refresh, translate, dataProvider]);
  return null;
}

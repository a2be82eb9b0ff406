import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Sync from '@mui/icons-material/Sync';
import { LinkButton } from '../../components/listParts';
import { failureOf } from '../../providers/apiErrors';
import { useMayCall } from '../../providers/access';
import { usePortalData } from '../../providers/dataProvider';
import { setMarketplaceFlag, useSession } from '../../providers/session';
import { PLATFORMS, PLATFORM_NAME as NAME, type Platform } from './platforms';

const M = 'app.orders.market';
const S = 'app.marketplace_sync';

/**
 * Opens the marketplace's authorisation for the shop in a new tab (the server's login link,
 * carrying its OAuth state); the tab comes back to the order list, which connects
 * (`MarketplaceReturn`). A failure says so.
 */
function useMarketplaceConnect(shopId: number) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePortalData();
  return async (p: Platform) => {
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
      notify(failureOf(e).message ?? translate(`${M}.failed`), { type: 'error' });
    }
  };
}

/**
 * The marketplace buttons of the order list's header (spec part 2 §2.5, §4.5), shop users
 * only: Connect opens the marketplace's authorisation in a new tab (the server's login link,
 * carrying its OAuth state); Disconnect asks first. With a connection, 'pull orders' brings
 * the marketplaces' new orders in. The sync history opens the log of every pull, shipping
 * confirmation and stock push.
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

  const connect = useMarketplaceConnect(shopId);
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
      {PLATFORMS.map((p) =>
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
      <LinkButton to="/marketplaceLog" icon={<HistoryOutlined />}>
        {translate(`${S}.history`)}
      </LinkButton>
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

/**
 * The shop's marketplace connections that the platform no longer honours (it refused to renew
 * their tokens): each named with the platform's reason, and, for whom may connect, a button
 * that starts the connect flow again. Nothing while every connection works.
 */
export function ReconnectAlerts({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const connect = useMarketplaceConnect(shopId);
  const mayRead = useMayCall('marketplaceConnections');
  const mayConnect = useMayCall('lazadaLoginLink');
  const { data } = useQuery({
    queryKey: ['marketplaceConnections', shopId],
    queryFn: () => dataProvider.getMarketplaceConnections(shopId),
    enabled: mayRead,
  });
  const lost = (data ?? []).filter((c) => c.status === 'reconnect');
  if (!lost.length) return null;
  return (
    <>
      {lost.map((c) => {
        const platform = NAME[c.platform];
        return (
          <Alert key={c.platform} severity="warning" sx={{ mx: 2, mb: 2 }}>
            <AlertTitle>{translate(`${S}.reconnect.title`, { platform })}</AlertTitle>
            {c.error
              ? translate(`${S}.reconnect.body`, { platform, reason: c.error })
              : translate(`${S}.reconnect.body_no_reason`, { platform })}
            {mayConnect && (
              // Under the reason, not beside it: a phone keeps the reason's width.
              <Box sx={{ mt: 1 }}>
                <Button
                  variant="outlined"
                  color="inherit"
                  size="small"
                  startIcon={<StorefrontOutlined />}
                  onClick={() => void connect(c.platform)}
                >
                  {translate(`${S}.reconnect.action`, { platform })}
                </Button>
              </Box>
            )}
          </Alert>
        );
      })}
    </>
  );
}

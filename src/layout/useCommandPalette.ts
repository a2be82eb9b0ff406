import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useHotkeys } from 'react-hotkeys-hook';
import { MENUS } from '../../contract/enums';
import type { CommandRecord } from '../../contract/schemas/search';
import { hotkeysOf } from '../components/shortcuts/catalogue';
import { mayCall } from '../providers/access';
import { usePortalData } from '../providers/dataProvider';
import { isMenuActive, useSession } from '../providers/session';

/** Fired to open the command palette (the top bar's search button, a shortcut). */
const OPEN_EVENT = 'portal-command-palette';

/** Opens the command palette from anywhere in the signed-in shell. */
export function openCommandPalette() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/**
 * Whether the palette is open: Ctrl+K (Cmd+K on a Mac; by the key's place, so with the Thai
 * layout too) opens it anywhere in the shell, also from a field, in place of the browser's own
 * use of the keys (components/shortcuts), and so does `openCommandPalette()`.
 */
export function usePaletteOpen() {
  const [open, setOpen] = useState(false);
  useHotkeys(hotkeysOf('palette'), () => setOpen(true), {
    enableOnFormTags: true,
    preventDefault: true,
  });
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
  return [open, setOpen] as const;
}

/** How long the palette waits after a keystroke before it asks the server. */
export const SEARCH_DELAY_MS = 150;

/** The text as the server takes it: trimmed, at most 100 characters. */
export const searchable = (text: string) => text.trim().slice(0, 100);

const recordsKey = (uid: number | undefined, q: string) => ['commandSearch', uid, q];

/**
 * The records whose number, code or barcode is the text or begins with it (the server's
 * search, `SEARCH_DELAY_MS` after the last keystroke), and `now(text)`, which reads them at
 * once: a scanner types the code and Enter faster than the delay.
 */
export function useRecordSearch(text: string) {
  const portal = usePortalData();
  const queryClient = useQueryClient();
  const uid = useSession()?.uid;
  const q = searchable(text);
  const [asked, setAsked] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const allowed = mayCall('commandSearch');
  const query = useQuery({
    queryKey: recordsKey(uid, asked),
    queryFn: ({ signal }) => portal.commandSearch(asked, signal),
    enabled: allowed && asked !== '',
    staleTime: 30_000,
  });
  const now = (t: string): Promise<CommandRecord[]> => {
    const wanted = searchable(t);
    if (!allowed || wanted === '') return Promise.resolve([]);
    return queryClient.fetchQuery({
      queryKey: recordsKey(uid, wanted),
      queryFn: ({ signal }) => portal.commandSearch(wanted, signal),
      staleTime: 30_000,
    });
  };
  const current = asked === q && q !== '';
  return {
    records: current ? (query.data ?? []) : [],
    /** Still asking about the text typed (or waiting for the typing to stop). */
    pending: q !== '' && allowed && (!current || query.isFetching),
    failed: current && query.isError,
    now,
  };
}

/** A screen the palette offers: its name and where it opens. */
export interface PaletteScreen {
  key: string;
  name: string;
  path: string;
}

/** Lower-cased, spaces removed: how a typed name is compared with the screens'. */
const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, '');

/**
 * The screens whose name holds the typed text: the menus the user's role has active, the
 * profile and the connection of the shop's programs.
 */
export function useScreens(text: string): PaletteScreen[] {
  const session = useSession();
  const translate = useTranslate();
  const all = useMemo<PaletteScreen[]>(
    () => [
      ...MENUS.filter((m) => isMenuActive(m.key, session)).map((m) => ({
        key: m.key,
        name: translate(`app.menu.${m.key}`),
        path: m.path,
      })),
      { key: 'profile', name: translate('app.shell.edit_profile'), path: '/edit-user-profile' },
      { key: 'developer', name: translate('app.shell.developer'), path: '/developer' },
    ],
    [session, translate],
  );
  const wanted = fold(text);
  return wanted === '' ? all : all.filter((s) => fold(s.name).includes(wanted));
}

/** Where a record opens: its own screen (an order that is no longer a draft opens read-only). */
export function recordPath(r: CommandRecord): string {
  const resource = {
    order: 'orders',
    booking: 'bookings',
    setOrder: 'productSetOrders',
    product: 'products',
    productSet: 'productSets',
  }[r.kind];
  return `/${resource}/${r.id}`;
}

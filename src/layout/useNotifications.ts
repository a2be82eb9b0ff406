import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../contract/schemas/auth';
import { usePortalData } from '../providers/dataProvider';
import { MENUS_STALE_EVENT, useSession } from '../providers/session';
import { apiUrl } from '../providers/urls';

/**
 * How often the bell asks anyway: the live stream tells it of every change, this only
 * covers a network that cuts the stream off.
 */
const REFRESH_MS = 60_000;
/** After the server refused the stream (it was stopping, the session ended), try again this late. */
export const REOPEN_MS = 30_000;

/**
 * While `uid` is signed in, listens to the server's notification stream and fetches the
 * bell's list and count again on each of its events and on each (re)connection, so a dropped
 * connection misses nothing. The browser reconnects a dropped stream by itself; a refused one
 * is opened again after REOPEN_MS. Closed at sign-out and when the bell goes away.
 */
export function useLiveNotifications(uid: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (uid === undefined || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['notifications', uid] });
    const open = () => {
      // Same origin: the session cookie goes along, as with every call of the app.
      const next = new EventSource(apiUrl('notificationStream'));
      next.addEventListener('open', refresh);
      next.addEventListener('notification', refresh);
      // The caller's role or its menus changed: the shell reads the session again.
      next.addEventListener('session', () => window.dispatchEvent(new Event(MENUS_STALE_EVENT)));
      next.addEventListener('error', () => {
        if (!stopped && next.readyState === EventSource.CLOSED)
          reopen = setTimeout(open, REOPEN_MS);
      });
      source = next;
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [uid, queryClient]);
}

/**
 * The user's newest notifications and unread count, and `markRead(ids)`, which clears them
 * on the badge at once and on the server.
 */
export function useNotifications() {
  const uid = useSession()?.uid;
  const portal = usePortalData();
  const queryClient = useQueryClient();
  const listKey = ['notifications', uid, 'list'];
  const unreadKey = ['notifications', uid, 'unread'];
  useLiveNotifications(uid);
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => portal.notifications(uid as number, signal),
    enabled: uid !== undefined,
    refetchInterval: REFRESH_MS,
  });
  const unread = useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => portal.unreadNotifications(signal),
    enabled: uid !== undefined,
    refetchInterval: REFRESH_MS,
  });
  const { mutate } = useMutation({
    mutationFn: (ids: number[]) => portal.readNotifications(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: ['notifications', uid] });
      queryClient.setQueryData<Notification[]>(listKey, (rows) =>
        rows?.map((n) => (ids.includes(n.id) ? { ...n, is_read: true } : n)),
      );
      queryClient.setQueryData<number>(unreadKey, (n) => Math.max(0, (n ?? 0) - ids.length));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications', uid] }),
  });
  const items = list.data ?? [];
  return {
    items,
    unread: unread.data ?? 0,
    markRead: (ids: number[]) => {
      if (ids.length > 0) mutate(ids);
    },
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../contract/schemas/auth';
import { usePortalData } from '../providers/dataProvider';
import { useSession } from '../providers/session';

/** How often the bell asks for new notifications. */
const REFRESH_MS = 60_000;

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

import type { Identifier } from 'react-admin';

/** The tabs of a role's access screen, each its own address. */
export const ACCESS_TABS = ['members', 'menus', 'history'] as const;
export type AccessTab = (typeof ACCESS_TABS)[number];

/** The address of a role's access screen (/permissions/:id/access/<tab>; members first). */
export const accessPath = (id: Identifier, tab: AccessTab = 'members') =>
  `/permissions/${encodeURIComponent(String(id))}/access/${tab}`;

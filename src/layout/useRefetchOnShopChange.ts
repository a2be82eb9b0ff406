import { useCallback } from 'react';
import { useRefresh } from 'react-admin';
import { useSession } from '../providers/session';
import { useOnChange } from '../components/useOnChange';

/**
 * Shop-scoped screens read the working shop when they fetch: when it changes (in the top bar,
 * to another shop or to every shop, after saving into another shop, or in another tab) every
 * shown list and record is fetched again.
 */
export function useRefetchOnShopChange() {
  const shopId = useSession()?.shopId;
  const refresh = useRefresh();
  useOnChange(
    shopId,
    useCallback(() => {
      // Every shop (null, staff's choice) is a change too; signing out (undefined) is not.
      if (shopId !== undefined) refresh();
    }, [shopId, refresh]),
  );
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRefetchOnShopChange } from '../../src/layout/useRefetchOnShopChange';
import { clearSession, setShopId, storeSession } from '../../src/providers/session';
import { sessionData } from '../fixtures/session';

const session = sessionData({
  shop_list: [
    { shop_id: 1, shop_no: 'SH0001', shop_name: 'ร้านหนึ่ง' },
    { shop_id: 2, shop_no: 'SH0002', shop_name: 'ร้านสอง' },
  ],
  menu_access: [],
});

function Probe() {
  useRefetchOnShopChange();
  return null;
}

afterEach(() => clearSession());

describe('changing the working shop', () => {
  it('fetches the shown data again, and only when the shop changes', () => {
    storeSession(session);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(invalidate).not.toHaveBeenCalled();

    act(() => setShopId(2));
    expect(invalidate).toHaveBeenCalledTimes(1);

    act(() => setShopId(2));
    expect(invalidate).toHaveBeenCalledTimes(1);

    // Staff's "every shop" is a change of shop too.
    act(() => setShopId(null));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});

import { labelOrders } from '../domain/labels';
import { shippingLabelsPdf } from '../documents/shippingLabels';
import { defineHandlers, FileReply, type Deps } from '../registry';

/** Shipping labels with packing slips of customer orders, as one PDF (beyond the spec). */
export function orderLabelHandlers({ db }: Deps) {
  return defineHandlers({
    // The contract declares no shop scope (`ids` is a list): labelOrders answers 404 for an
    // order that is not one of the caller's shops'.
    orderLabels: async ({ caller, query }) => {
      const orders = await labelOrders(db, caller, query.ids);
      const pdf = await shippingLabelsPdf(orders, caller.yearEra);
      // A label prints the tracking number as it is now: never an older copy from the cache.
      return new FileReply(pdf, 'application/pdf', `labels-${orders[0].orderNo}.pdf`, 'no-store');
    },
  });
}

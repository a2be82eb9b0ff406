import { transaction } from '../db/transaction';
import { carrierDriver } from '../integrations/carrier';
import { packLines, packOrderOf, packOverride, packScan } from '../domain/packing';
import { createPickList, pickLine, pickListIdOf, pickListOf } from '../domain/picking';
import { pickListPdf } from '../documents/pickListPdf';
import { defineHandlers, FileReply, type Deps } from '../registry';

/** The warehouse floor: pick lists and scan to pack (server/domain/picking.ts, packing.ts). */
export function floorHandlers({ db, events, config, marketplaceSync }: Deps) {
  const deps = { events, carrier: carrierDriver(config.carrier), sync: marketplaceSync };
  return defineHandlers({
    pickListCreate: ({ caller, body }) =>
      transaction(db, (tx) => createPickList(tx, deps, caller, body.order_ids)),
    pickList: async ({ query }) => pickListOf(db, query.id ?? (await pickListIdOf(db, query.code))),
    pickLine: ({ caller, body }) => transaction(db, (tx) => pickLine(tx, caller, body)),
    pickListPdf: async ({ caller, query }) => {
      const list = await pickListOf(db, query.id ?? (await pickListIdOf(db, query.code)));
      const pdf = await pickListPdf(list, caller.yearEra);
      // The list prints what was taken as it is now: never an older copy from the cache.
      return new FileReply(pdf, 'application/pdf', `picklist-${list.pick_no}.pdf`, 'no-store');
    },
    packOrder: async ({ query }) => {
      const order = await packOrderOf(db, query);
      return { ...order, lines: await packLines(db, order.id) };
    },
    packScan: ({ caller, body }) => transaction(db, (tx) => packScan(tx, deps, caller, body)),
    packOverride: ({ caller, body }) =>
      transaction(db, (tx) => packOverride(tx, deps, caller, body)),
  });
}

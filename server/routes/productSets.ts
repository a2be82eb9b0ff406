import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SET_ID_PREFIX,
  SET_ORDER_STATUS,
  setFields,
  type productSetInput,
} from '../../contract/schemas/productSets';
import { th } from '../../i18n/th';
import type { Tx } from '../db/client';
import {
  inventory,
  lookups,
  products,
  productSetItems,
  productSetOrders,
  productSets,
} from '../db/schema';
import { isUniqueViolation } from '../db/pgError';
import { transaction } from '../db/transaction';
import { allocateIds } from '../domain/productIds';
import { removeStockItem } from '../domain/stock';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { listSets, readSet, setNotFound } from './productSetReads';
import { acceptedPhotos, savePhotos } from '../storage/photos';

type SetBody = z.output<typeof productSetInput>;
const SET_ID = new RegExp(`^${SET_ID_PREFIX}\\d{13,16}$`);
const FIELD_KEYS = (Object.keys(setFields) as (keyof typeof setFields)[]).filter(
  (k) => k !== 'product',
);
/** Only the fields a user types: ids, photos and dates in the body are the server's. */
const userFields = (body: SetBody) =>
  Object.fromEntries(FIELD_KEYS.map((k) => [k, body[k]])) as Omit<
    Pick<SetBody, (typeof FIELD_KEYS)[number]>,
    'product'
  >;

/** Upload field of the photo call → column it fills. */
const PIC_COLUMNS = {
  itempic: 'item_pic',
  innerpic: 'inner_pack_pic',
  casepic: 'case_pic',
  pp_product: 'pic_pack_product',
} as const;

const codeExists = () =>
  new ApiError(409, th.server.set.code_exists, {
    customer_product_id: th.server.set.code_exists,
  });

// Shop users alone write sets (the contract's access: staff only read); which shops they may
// name is the contract's `shop` scope (server/shopScope.ts), checked before a handler runs.
export function productSetHandlers({ db, files }: Deps) {
  /** Type and unit must be rows of their lookups; every product must be the shop's. */
  async function assertReferences(tx: Tx, body: SetBody) {
    const errors: Record<string, string> = {};
    const [type] = await tx
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(eq(lookups.category, 'product_type'), eq(lookups.id, body.product_type)));
    const [unit] = await tx
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(eq(lookups.category, 'unit_type'), eq(lookups.id, body.unit)));
    if (!type) errors.product_type = th.server.product_type_unknown;
    if (!unit) errors.unit = th.server.product_unit_unknown;
    const ids = body.product.map((p) => p.product_id);
    const owned = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.shop_id, body.shop_id)));
    if (owned.length !== ids.length) errors.product = th.server.set.not_of_shop;
    if (Object.keys(errors).length) throw new ApiError(400, th.server.validation, errors);
  }

  async function assertCodeFree(tx: Tx, shopId: number, code: string, exceptId?: number) {
    const filters = [
      eq(productSets.shop_id, shopId),
      eq(productSets.customer_product_id, code),
      isNull(productSets.deleted_at),
    ];
    if (exceptId !== undefined) filters.push(ne(productSets.id, exceptId));
    const [hit] = await tx
      .select({ id: productSets.id })
      .from(productSets)
      .where(and(...filters));
    if (hit) throw codeExists();
  }

  async function writeItems(tx: Tx, setId: number, body: SetBody) {
    await tx.delete(productSetItems).where(eq(productSetItems.product_set_id, setId));
    await tx.insert(productSetItems).values(
      body.product.map((p) => ({
        product_set_id: setId,
        product_id: p.product_id,
        num_per_set: p.amount,
      })),
    );
  }

  /** A live set, locked for a change. */
  async function lockSet(tx: Tx, id: number) {
    const [row] = await tx
      .select()
      .from(productSets)
      .where(and(eq(productSets.id, id), isNull(productSets.deleted_at)))
      .for('update');
    if (!row) throw setNotFound();
    return row;
  }

  return defineHandlers({
    productSets: async ({ query }) => listSets(db, query),
    setPicker: async ({ query }) => listSets(db, query),
    productSet: async ({ query }) => [await readSet(db, query.productset_id)],

    productSetCreate: async ({ caller, body }) => {
      try {
        return await transaction(db, async (tx) => {
          await assertReferences(tx, body);
          await assertCodeFree(tx, body.shop_id, body.customer_product_id);
          const wanted = body.fp_product_id;
          const [taken] =
            wanted && SET_ID.test(wanted)
              ? await tx
                  .select({ id: productSets.id })
                  .from(productSets)
                  .where(eq(productSets.fp_product_id, wanted))
              : [{ id: 0 }];
          const fpId = wanted && !taken ? wanted : (await allocateIds(tx, 'set', 1))[0];
          const [row] = await tx
            .insert(productSets)
            .values({ ...userFields(body), fp_product_id: fpId, created_by: caller.id })
            .returning({ id: productSets.id, fp_product_id: productSets.fp_product_id });
          await writeItems(tx, row.id, body);
          return row;
        });
      } catch (e) {
        if (isUniqueViolation(e, (c) => c === undefined || c.includes('shop_code')))
          throw codeExists();
        throw e;
      }
    },

    productSetUpdate: async ({ body }) => {
      try {
        return await transaction(db, async (tx) => {
          const current = await lockSet(tx, body.id);
          if (body.shop_id !== current.shop_id) {
            throw new ApiError(400, th.server.set.shop_fixed, {
              shop_id: th.server.set.shop_fixed,
            });
          }
          await assertReferences(tx, body);
          await assertCodeFree(tx, body.shop_id, body.customer_product_id, body.id);
          await tx
            .update(productSets)
            .set({ ...userFields(body), updated_dt: new Date() })
            .where(eq(productSets.id, body.id));
          await writeItems(tx, body.id, body);
          return { id: body.id };
        });
      } catch (e) {
        if (isUniqueViolation(e, (c) => c === undefined || c.includes('shop_code')))
          throw codeExists();
        throw e;
      }
    },

    productSetDelete: async ({ caller, query }) => {
      await transaction(db, async (tx) => {
        const set = await lockSet(tx, query.productset_id);
        const [stock] = await tx
          .select({ id: inventory.id, balance: inventory.inventory })
          .from(inventory)
          .where(and(eq(inventory.product_set_id, set.id), isNull(inventory.deleted_at)))
          .for('update');
        if (stock && stock.balance > 0) {
          throw new ApiError(
            400,
            th.server.set.delete_has_stock.replace('%{balance}', String(stock.balance)),
          );
        }
        const [open] = await tx
          .select({ n: count() })
          .from(productSetOrders)
          .where(
            and(
              eq(productSetOrders.product_set_id, set.id),
              ne(productSetOrders.is_status, SET_ORDER_STATUS.IMPORTED),
            ),
          );
        if (open.n > 0) {
          throw new ApiError(
            400,
            th.server.set.delete_open_orders.replace('%{count}', String(open.n)),
          );
        }
        if (stock) await removeStockItem(tx, stock.id, caller.id);
        await tx
          .update(productSets)
          .set({ deleted_at: new Date(), updated_dt: new Date() })
          .where(eq(productSets.id, set.id));
      });
      return null;
    },

    productSetPics: async ({ body, files: uploads }) => {
      const accepted = await acceptedPhotos(uploads, PIC_COLUMNS);
      return savePhotos(files, accepted, async (stored) => {
        const after = await transaction(db, async (tx) => {
          const old = await lockSet(tx, body.productset_id);
          const next = { ...old, ...stored };
          if (accepted.length) {
            await tx
              .update(productSets)
              .set({ ...stored, pic: next.item_pic, updated_dt: new Date() })
              .where(eq(productSets.id, old.id));
          }
          return next;
        });
        // Earlier photos stay stored until the set is deleted: nothing else names them.
        return {
          item_pic: after.item_pic,
          inner_pack_pic: after.inner_pack_pic,
          case_pic: after.case_pic,
          pic_pack_product: after.pic_pack_product,
        };
      });
    },
  });
}

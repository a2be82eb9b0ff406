import { and, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PRODUCT_ID_PATTERN,
  productFields,
  productRecord,
  type productInput,
  type ProductRecord,
} from '../../contract/schemas/products';
import { th } from '../../i18n/th';
import {
  inventory,
  lookups,
  products,
  productSetItems,
  productSets,
  shops,
  stockMovements,
} from '../db/schema';
import { ApiError } from '../errors';
import { shopOfPhoto } from '../shopScope';
import { defineHandlers, FileReply, type Deps } from '../registry';
import { MIME_OF_EXT } from '../storage/fileType';
import { allocateProductIds } from '../domain/productIds';
import { searchedList, selectRows, shopRows } from '../db/paging';
import { isCodeConflict, isForeignKeyViolation, isUniqueViolation } from '../db/pgError';
import { transaction } from '../db/transaction';
import { textSearch } from '../db/search';
import { acceptedPhotos, savePhotos, removeStored } from '../storage/photos';
import { type Tx } from '../db/client';

export const SORTABLE = {
  id: products.id,
  // Unique within a shop (products_shop_id_customer_product_id_key).
  customer_product_id: { column: products.customer_product_id, unique: true },
  product_name_th: products.product_name_th,
  brand_th: products.brand_th,
  price: products.price,
} as const;

/** 'true' when the product has an inventory row holding stock (spec: the delete icon needs 'false'). */
const hasInventory = sql<
  'true' | 'false'
>`CASE WHEN EXISTS (SELECT 1 FROM ${inventory} WHERE ${inventory.product_id} = ${products.id} AND ${inventory.inventory} > 0) THEN 'true' ELSE 'false' END`;
const productTypeName = sql<string>`coalesce(${lookups.enum_desc}, '')`;
const typeJoin = and(eq(lookups.category, 'product_type'), eq(lookups.id, products.product_type));

/** Upload field of the photo call → column it fills. */
const PIC_COLUMNS = {
  itempic: 'item_pic',
  innerpic: 'inner_pack_pic',
  casepic: 'case_pic',
} as const;
type PicColumn = (typeof PIC_COLUMNS)[keyof typeof PIC_COLUMNS];
/** A product's codes, names and brands, as the lists show them. */
export const productTextColumns = {
  fp_product_id: products.fp_product_id,
  customer_product_id: products.customer_product_id,
  product_name_th: products.product_name_th,
  product_name_en: products.product_name_en,
  brand_th: products.brand_th,
  brand_en: products.brand_en,
};

/** A product's photos, its row locked for the rest of the transaction (undefined: none). */
async function lockedPhotos(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      pic: products.pic,
      item_pic: products.item_pic,
      inner_pack_pic: products.inner_pack_pic,
      case_pic: products.case_pic,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}
const photoKeys = (p: Record<PicColumn | 'pic', string | null>) =>
  [...new Set([p.pic, p.item_pic, p.inner_pack_pic, p.case_pic])].filter((k): k is string => !!k);

type ProductBody = z.output<typeof productInput>;
const FIELD_KEYS = Object.keys(productFields) as (keyof typeof productFields)[];
/** Only the fields a user types: ids, photos and dates in the body are the server's. */
const userFields = (body: ProductBody) =>
  Object.fromEntries(FIELD_KEYS.map((k) => [k, body[k]])) as Pick<
    ProductBody,
    (typeof FIELD_KEYS)[number]
  >;

const codeExists = () =>
  new ApiError(409, th.server.product_code_exists, {
    customer_product_id: th.server.product_code_exists,
  });
const notFound = () => new ApiError(404, th.server.product_not_found);

const columns = getTableColumns(products);
/** The columns a product record shows (columns kept for search or indexing stay inside). */
const recordColumns = Object.fromEntries(
  Object.entries(columns).filter(([k]) => Object.hasOwn(productRecord.shape, k)),
) as Pick<typeof columns, Extract<keyof typeof columns, keyof ProductRecord>>;

// Which shops a caller may name is the contract's `shop` scope of each endpoint, enforced by
// the registry (server/shopScope.ts) before a handler runs.
export function productHandlers({ db, files }: Deps) {
  async function findProduct(id: number) {
    const [row] = await db
      .select({ id: products.id, shop_id: products.shop_id })
      .from(products)
      .where(eq(products.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function assertCodeFree(shopId: number, code: string, exceptId?: number) {
    const filters = [eq(products.shop_id, shopId), eq(products.customer_product_id, code)];
    if (exceptId !== undefined) filters.push(ne(products.id, exceptId));
    const [hit] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(...filters))
      .limit(1);
    if (hit) throw codeExists();
  }

  /** Product type and unit must be rows of their lookups. */
  async function assertLookups(body: ProductBody) {
    const rows = await db
      .select({ category: lookups.category })
      .from(lookups)
      .where(
        or(
          and(eq(lookups.category, 'product_type'), eq(lookups.id, body.product_type)),
          and(eq(lookups.category, 'unit_type'), eq(lookups.id, body.unit)),
        ),
      );
    const found = new Set(rows.map((r) => r.category));
    const errors: Record<string, string> = {};
    if (!found.has('product_type')) errors.product_type = th.server.product_type_unknown;
    if (!found.has('unit_type')) errors.unit = th.server.product_unit_unknown;
    if (Object.keys(errors).length) throw new ApiError(400, th.server.validation, errors);
  }

  /** The next generated id that no row holds (shared with the import). */
  const freeProductId = async () => (await allocateProductIds(db, 1))[0];

  async function isIdFree(fpId: string) {
    const [hit] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.fp_product_id, fpId))
      .limit(1);
    return !hit;
  }

  return defineHandlers({
    products: async ({ query }) => {
      return searchedList(db, {
        query,
        table: products,
        // Ids name rows of this shop only: another shop's id is simply not found.
        filters: shopRows(products, query),
        // search_text: code, names, brands and barcodes lower-cased (0002, 0008), indexed (0007).
        searched: textSearch(products.search_text, query.search),
        sortable: SORTABLE,
        rows: selectRows(() =>
          db
            .select({
              id: products.id,
              pic: products.pic,
              ...productTextColumns,
              product_type_name: productTypeName,
              price: products.price,
              has_inventory: hasInventory,
            })
            .from(products)
            .leftJoin(lookups, typeJoin),
        ),
      });
    },

    product: async ({ query }) => {
      const [row] = await db
        .select({
          ...recordColumns,
          shop_name: shops.shop_name,
          product_type_name: productTypeName,
          has_inventory: hasInventory,
        })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shop_id))
        .leftJoin(lookups, typeJoin)
        .where(eq(products.id, query.product_id));
      if (!row) throw notFound();
      return [
        {
          ...row,
          created_dt: row.created_dt.toISOString(),
          updated_dt: row.updated_dt.toISOString(),
        },
      ];
    },

    productCreate: async ({ caller, body }) => {
      await assertLookups(body);
      await assertCodeFree(body.shop_id, body.customer_product_id);
      const wanted = body.fp_product_id;
      let fpId =
        wanted && PRODUCT_ID_PATTERN.test(wanted) && (await isIdFree(wanted))
          ? wanted
          : await freeProductId();
      for (let attempt = 0; ; attempt++) {
        try {
          const [row] = await db
            .insert(products)
            .values({ ...userFields(body), fp_product_id: fpId, created_by: caller.id })
            .returning({ id: products.id, fp_product_id: products.fp_product_id });
          return row;
        } catch (e) {
          if (isCodeConflict(e)) throw codeExists();
          // Another process took the same generated id: take the next one.
          if (!isUniqueViolation(e) || attempt >= 10) throw e;
          fpId = await freeProductId();
        }
      }
    },

    productUpdate: async ({ body }) => {
      const current = await findProduct(body.id);
      if (body.shop_id !== current.shop_id) {
        const [stock] = await db
          .select({ id: inventory.id })
          .from(inventory)
          .where(eq(inventory.product_id, current.id))
          .limit(1);
        if (stock) {
          throw new ApiError(400, th.server.product_move_has_stock, {
            shop_id: th.server.product_move_has_stock,
          });
        }
      }
      await assertLookups(body);
      await assertCodeFree(body.shop_id, body.customer_product_id, body.id);
      try {
        const [row] = await db
          .update(products)
          .set({ ...userFields(body), updated_dt: new Date() })
          .where(eq(products.id, body.id))
          .returning({ id: products.id });
        if (!row) throw notFound();
        return row;
      } catch (e) {
        if (isCodeConflict(e)) throw codeExists();
        throw e;
      }
    },

    productDelete: async ({ query }) => {
      const product = await findProduct(query.product_id);
      let photos: string[] = [];
      try {
        await transaction(db, async (tx) => {
          // Lock the product so no stock row or photo can be added while it is checked and deleted.
          const locked = await lockedPhotos(tx, product.id);
          if (!locked) throw notFound();
          photos = photoKeys(locked);
          // A product that a live set holds stays: the message names the sets.
          const sets = await tx
            .select({ code: productSets.customer_product_id, name: productSets.product_name_th })
            .from(productSetItems)
            .innerJoin(productSets, eq(productSets.id, productSetItems.product_set_id))
            .where(and(eq(productSetItems.product_id, product.id), isNull(productSets.deleted_at)))
            .orderBy(productSets.customer_product_id);
          if (sets.length) {
            const named = sets.map((s) => `${s.code} ${s.name}`).join(', ');
            throw new ApiError(400, th.server.set.product_in_set.replace('%{sets}', named));
          }
          // Deleted sets keep their rows but lose the product.
          await tx.delete(productSetItems).where(eq(productSetItems.product_id, product.id));
          const stock = await tx
            .select({ id: inventory.id, inventory: inventory.inventory })
            .from(inventory)
            .where(eq(inventory.product_id, product.id))
            .for('update');
          if (stock.some((s) => s.inventory > 0)) {
            throw new ApiError(400, th.server.product_has_stock);
          }
          const ids = stock.map((s) => s.id);
          if (ids.length) {
            await tx.delete(stockMovements).where(inArray(stockMovements.inventory_id, ids));
            await tx.delete(inventory).where(inArray(inventory.id, ids));
          }
          await tx.delete(products).where(eq(products.id, product.id));
        });
      } catch (e) {
        // Still used by a product set or an order (rows of other areas that name it).
        if (isForeignKeyViolation(e)) throw new ApiError(400, th.server.product_in_use);
        throw e;
      }
      await removeStored(files, photos);
      return null;
    },

    productPics: async ({ body, files: uploads }) => {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, body.product_id), eq(products.shop_id, body.shop_id)));
      if (!product) throw notFound();
      const accepted = await acceptedPhotos(uploads, PIC_COLUMNS);
      return savePhotos(files, accepted, async (stored) => {
        const { before, after } = await transaction(db, async (tx) => {
          const old = await lockedPhotos(tx, product.id);
          if (!old) throw notFound();
          const next = { ...old, ...stored };
          next.pic = next.item_pic;
          if (accepted.length) {
            await tx
              .update(products)
              .set({ ...stored, pic: next.pic, updated_dt: new Date() })
              .where(eq(products.id, product.id));
          }
          return { before: old, after: next };
        });
        const kept = new Set(photoKeys(after));
        await removeStored(
          files,
          photoKeys(before).filter((k) => !kept.has(k)),
        );
        return {
          item_pic: after.item_pic,
          inner_pack_pic: after.inner_pack_pic,
          case_pic: after.case_pic,
        };
      });
    },

    productPic: async ({ query }) => {
      const { key } = query;
      // Shop users reach here only for their own shops' photos (server/shopScope.ts).
      if ((await shopOfPhoto(db, key)) === undefined) throw new ApiError(404, th.server.not_found);
      const content = await files.get(key);
      if (!content) throw new ApiError(404, th.server.not_found);
      const ext = key.slice(key.lastIndexOf('.') + 1);
      return new FileReply(content, MIME_OF_EXT[ext] ?? 'application/octet-stream');
    },
  });
}

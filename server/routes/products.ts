import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { inventory, lookups, products } from '../db/schema';
import { defineHandlers, Page, type Deps } from '../registry';
import { assertShop, likePattern } from '../auth/access';

const SORTABLE = {
  id: products.id,
  customer_product_id: products.customer_product_id,
  product_name_th: products.product_name_th,
  brand_th: products.brand_th,
  price: products.price,
} as const;

export function productHandlers({ db }: Deps) {
  return defineHandlers({
    products: async ({ caller, query }) => {
      assertShop(caller, query.shop_id);
      const filters: SQL[] = [eq(products.shop_id, query.shop_id)];
      if (query.search) {
        const p = likePattern(query.search);
        filters.push(
          or(
            ilike(products.customer_product_id, p),
            ilike(products.product_name_th, p),
            ilike(products.product_name_en, p),
            ilike(products.brand_th, p),
            ilike(products.brand_en, p),
          ) as SQL,
        );
      }
      const where = and(...filters);
      const column =
        query.sort && Object.hasOwn(SORTABLE, query.sort)
          ? SORTABLE[query.sort as keyof typeof SORTABLE]
          : products.id;
      const order = query.order === 'ASC' ? asc(column) : desc(column);
      const base = db
        .select({
          id: products.id,
          pic: products.pic,
          customer_product_id: products.customer_product_id,
          product_name_th: products.product_name_th,
          brand_th: products.brand_th,
          product_type_name: sql<string>`coalesce(${lookups.enum_desc}, '')`,
          price: products.price,
          has_inventory: sql<
            'true' | 'false'
          >`CASE WHEN EXISTS (SELECT 1 FROM ${inventory} WHERE ${inventory.product_id} = ${products.id} AND ${inventory.inventory} > 0) THEN 'true' ELSE 'false' END`,
        })
        .from(products)
        .leftJoin(
          lookups,
          and(eq(lookups.category, 'product_type'), eq(lookups.id, products.product_type)),
        )
        .where(where)
        .orderBy(order, desc(products.id))
        .$dynamic();
      if (!query.page) return base;
      const perPage = query.per_page ?? 10;
      const [rows, [{ total }]] = await Promise.all([
        base.limit(perPage).offset((query.page - 1) * perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
      ]);
      return new Page(rows, total);
    },
  });
}

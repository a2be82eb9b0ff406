import { useContext } from 'react';
import { useGetMany, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import type { ProductListRow } from '../../../../contract/schemas/products';
import { formatBaht } from '../../../components/format';
import { LinesInput } from '../../../components/LinesInput';
import { pickColumns } from '../../../components/pickColumns';
import { ReadOnlyContext } from '../../../components/ProductInputs';

const S = 'app.productSets.form';
const P = 'app.productSets.picker';

type Line = { product_id: number; amount: number | null };

/**
 * The products of a set (spec part 1 §2 "Add product set" step 2): a table of the chosen
 * products with a quantity per set and a remove button, and 'select products', the project's
 * picker modal over the shop's products (several at once). Choosing a product already in the
 * set adds one to its quantity; a new one starts at 1 (spec §4). The list's own message
 * ('กรุณาเลือกสินค้า') shows when no product is chosen.
 */
export function SetProductsInput() {
  const translate = useTranslate();
  const readOnly = useContext(ReadOnlyContext);
  const shopId = useWatch({ name: 'shop_id' }) as number | undefined;
  const lines = (useWatch({ name: 'product' }) as Line[] | undefined) ?? [];
  const ids = lines.map((l) => l.product_id);
  const { data: shown = [] } = useGetMany<ProductListRow>(
    'products',
    { ids, meta: { shop_id: shopId } },
    { enabled: ids.length > 0 && !!shopId },
  );
  const byId = new Map(shown.map((p) => [p.id, p]));
  const of = (l: Line) => byId.get(l.product_id);
  return (
    <LinesInput<Line, ProductListRow>
      readOnly={readOnly}
      title={translate(`${S}.products_title`)}
      titled
      needsShop="disable"
      pickers={[
        {
          button: translate(`${S}.select_products`),
          icon: <AddShoppingCart />,
          resource: 'products',
          keys: P,
          rowLabel: (r) => translate(`${P}.select_row`, { name: r.product_name_th }),
          columns: (onOpen) => pickColumns({ keys: P, onOpen, type: true }),
          isLine: (l, r) => l.product_id === r.id,
          toLine: (r) => ({ product_id: r.id, amount: 1 }),
        },
      ]}
      lineKey={(l) => l.product_id}
      shown={(l) => {
        const p = of(l);
        return p && { pic: p.pic, code: p.customer_product_id, name: p.product_name_th };
      }}
      headers={{
        image: translate(`${P}.col_image`),
        code: translate(`${P}.col_code`),
        name: translate(`${P}.col_name`),
      }}
      info={[
        { header: translate(`${P}.col_brand`), render: (l) => of(l)?.brand_th },
        { header: translate(`${P}.col_type`), render: (l) => of(l)?.product_type_name },
        {
          header: translate(`${P}.col_price`),
          align: 'right',
          render: (l) => {
            const p = of(l);
            return p ? formatBaht(p.price) : '';
          },
        },
      ]}
      quantity={{
        field: 'amount',
        header: translate(`${S}.per_set`),
        label: (name) => translate(`${S}.per_set_of`, { name }),
      }}
      remove={{
        header: translate(`${S}.remove`),
        label: (name) => translate(`${S}.remove_of`, { name }),
      }}
      empty={translate(`${S}.no_products`)}
      tableWidth={760}
    />
  );
}

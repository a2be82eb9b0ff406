import type { ReactElement } from 'react';
import { DataTable } from 'react-admin';
import type { ProductListRow } from '../../contract/schemas/products';
import { formatBaht } from './format';
import { Thumbnail } from './productParts';

/** What every product picker lists of a row; some also list the type or the stock available. */
export type PickRow = Pick<
  ProductListRow,
  'id' | 'pic' | 'customer_product_id' | 'product_name_th' | 'brand_th' | 'price'
> & { product_type_name?: string; available?: number };

/**
 * The columns of a product picker (after its checkbox): photo, code, name, brand, then the
 * product type (`type`), the price (unless `price` is false), then the stock available
 * (`available`). `keys` is the catalogue section of the headers (col_image, col_code,
 * col_name, col_brand, col_type, col_price, col_available); `onOpen` opens a row's photo
 * (without it, no photo column: the product list shows the photo its own way).
 */
export function pickColumns<R extends PickRow>({
  keys,
  onOpen,
  type = false,
  price = true,
  priceOneLine = false,
  available = false,
}: {
  keys: string;
  onOpen?: (row: R) => void;
  type?: boolean;
  price?: boolean;
  /** The price never wraps. */
  priceOneLine?: boolean;
  available?: boolean;
}): ReactElement[] {
  const Col = DataTable.Col<R>;
  const columns = [
    !!onOpen && (
      <Col
        key="image"
        label={`${keys}.col_image`}
        disableSort
        render={(r) => <Thumbnail row={r} onOpen={onOpen} />}
      />
    ),
    <Col key="code" label={`${keys}.col_code`} source="customer_product_id" />,
    <Col key="name" label={`${keys}.col_name`} source="product_name_th" />,
    <Col key="brand" label={`${keys}.col_brand`} source="brand_th" />,
    type && <Col key="type" label={`${keys}.col_type`} source="product_type_name" disableSort />,
    price && (
      <Col
        key="price"
        label={`${keys}.col_price`}
        source="price"
        align="right"
        render={(r) => formatBaht(r.price)}
        sx={priceOneLine ? { whiteSpace: 'nowrap' } : undefined}
      />
    ),
    available && (
      <Col
        key="available"
        label={`${keys}.col_available`}
        source="available"
        align="right"
        disableSort
      />
    ),
  ];
  // The columns not asked for are left out.
  return columns.filter((col) => col !== false);
}

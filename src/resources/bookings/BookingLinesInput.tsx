import { useTranslate } from 'react-admin';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import type { ProductListRow } from '../../../contract/schemas/products';
import { formatBaht } from '../../components/format';
import { LinesInput, type LineColumn } from '../../components/LinesInput';
import { pickColumns } from '../../components/pickColumns';
import { QuantityInput } from '../../components/QuantityInput';
import type { FormLine } from './bookingValues';

const F = 'app.bookings.form';
const P = 'app.bookings.picker';

/**
 * The booked products (spec part 2 §2.3, §4.3, §5.3): No., image, the shop's product code,
 * name, price, quantity (whole, from 0; the keys e, dot and minus do nothing) and delete.
 * 'Select products' opens the picker modal over the shop's products (not before a shop is
 * chosen): several at once; one already in the table gets 1 more, a new one starts at 1.
 * While the goods are counted (`counting`), staff type the amount counted per line.
 */
export function BookingLinesInput({
  readOnly,
  counting,
}: {
  readOnly: boolean;
  counting: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const counted: LineColumn<FormLine>[] = counting
    ? [
        {
          header: t('col_counted'),
          minWidth: 140,
          input: true,
          render: (line, i) => (
            <QuantityInput
              source={`product.${i}.received_amount`}
              label={translate(`${F}.counted_of`, { name: line.name })}
            />
          ),
        },
      ]
    : [];
  return (
    <LinesInput<FormLine, ProductListRow>
      readOnly={readOnly}
      title={t('section_products')}
      needsShop="check"
      perShop
      pickers={[
        {
          button: t('select_products'),
          icon: <AddShoppingCart />,
          resource: 'products',
          keys: P,
          rowLabel: (r) => translate(`${P}.select_row`, { name: r.product_name_th }),
          columns: (onOpen) => pickColumns({ keys: P, onOpen }),
          isLine: (l, r) => l.product_id === r.id,
          toLine: (r) => ({
            product_id: r.id,
            amount: 1,
            code: r.customer_product_id,
            name: r.product_name_th,
            price: r.price,
            pic: r.pic,
          }),
        },
      ]}
      lineKey={(l) => l.product_id}
      shown={(l) => l}
      headers={{
        number: t('col_no'),
        image: t('col_image'),
        code: t('col_code'),
        name: t('col_name'),
      }}
      info={[
        {
          header: t('col_price'),
          align: 'right',
          nowrap: true,
          render: (l) => formatBaht(Number(l.price)),
        },
      ]}
      quantity={{
        field: 'amount',
        header: t('col_amount'),
        label: (name) => translate(`${F}.amount_of`, { name }),
      }}
      extras={counted}
      remove={{
        header: t('col_remove'),
        label: (name) => translate(`${F}.remove_of`, { name }),
      }}
      empty={t('no_products')}
      tableWidth={counting ? 820 : 700}
    />
  );
}

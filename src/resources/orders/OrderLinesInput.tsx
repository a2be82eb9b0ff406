import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { LINE_TYPE, linesSatang, type StockPickRow } from '../../../contract/schemas/orders';
import { formatBaht } from '../../components/format';
import { LinesInput, type LinePicker } from '../../components/LinesInput';
import { pickColumns } from '../../components/pickColumns';
import { QuantityInput } from '../../components/QuantityInput';
import { orderTotal, type FormLine } from './orderValues';

const F = 'app.orders.form';
const P = 'app.orders.picker';

/**
 * The products of an order (spec part 2 §2.4, §4.4, §5.4): 'select products' and 'select
 * product sets' open the picker modal over the shop's stock (several at once; neither opens
 * without a shop, which then says 'กรุณาเลือกร้านค้า'), a table of the lines with the price,
 * the stock available and the quantity (new lines start at 1; choosing a line again adds 1),
 * then the discount and the read-only total.
 */
export function OrderLinesInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const lines = (useWatch({ name: 'product' }) as FormLine[] | undefined) ?? [];
  const discount = useWatch({ name: 'distcount' }) as number | null | undefined;
  const t = (key: string) => translate(`${F}.${key}`);
  const subtotal = linesSatang(lines) / 100;
  const total = orderTotal(lines, discount);

  const picker = (
    which: 'products' | 'sets',
    type: number,
  ): LinePicker<FormLine, StockPickRow> => ({
    button: t(which === 'products' ? 'select_products' : 'select_sets'),
    icon: which === 'products' ? <AddShoppingCart /> : <WorkspacesOutlined />,
    resource: which === 'products' ? 'orderProductPicker' : 'orderSetPicker',
    keys: `${P}.${which}`,
    rowLabel: (r) => translate(`${P}.select_row`, { name: r.product_name_th }),
    columns: (onOpen) => pickColumns({ keys: P, onOpen, available: true }),
    isLine: (l, r) => l.type === type && l.product_id === r.id,
    toLine: (r) => ({
      product_id: r.id,
      type,
      total_order: 1,
      code: r.customer_product_id,
      name: r.product_name_th,
      price: r.price,
      available: r.available,
      pic: r.pic,
    }),
  });

  return (
    <Box>
      <LinesInput<FormLine, StockPickRow>
        readOnly={readOnly}
        title={t('section_products')}
        needsShop="check"
        perShop
        pickers={[picker('products', LINE_TYPE.PRODUCT), picker('sets', LINE_TYPE.SET)]}
        lineKey={(l) => `${l.type}:${l.product_id}`}
        shown={(l) => l}
        headers={{
          image: translate(`${P}.col_image`),
          code: translate(`${P}.col_code`),
          name: translate(`${P}.col_name`),
        }}
        info={[
          {
            header: t('col_type'),
            render: (l) => t(`type_${l.type === LINE_TYPE.SET ? 'set' : 'product'}`),
          },
          {
            header: translate(`${P}.col_price`),
            align: 'right',
            render: (l) => formatBaht(l.price),
          },
          { header: translate(`${P}.col_available`), align: 'right', render: (l) => l.available },
        ]}
        quantity={{
          field: 'total_order',
          header: t('col_quantity'),
          label: (name) => translate(`${F}.quantity_of`, { name }),
        }}
        extras={[
          {
            header: t('col_line_total'),
            align: 'right',
            render: (l) =>
              formatBaht((Math.round(l.price * 100) * (Number(l.total_order) || 0)) / 100),
          },
        ]}
        remove={{
          header: t('remove'),
          label: (name) => translate(`${F}.remove_of`, { name }),
        }}
        empty={t('no_products')}
        tableWidth={820}
      />
      <Box
        sx={{
          mt: 2,
          ml: 'auto',
          maxWidth: 360,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: '1fr auto',
          alignItems: 'center',
        }}
      >
        <Typography>{translate(`${F}.subtotal`)}</Typography>
        <Typography align="right">{formatBaht(subtotal)}</Typography>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <QuantityInput source="distcount" label={t('discount')} disabled={readOnly} />
        </Box>
        <Typography fontWeight={700}>{translate(`${F}.total`)}</Typography>
        <Typography fontWeight={700} align="right" data-testid="order-total" aria-live="polite">
          {formatBaht(total)}
        </Typography>
      </Box>
    </Box>
  );
}

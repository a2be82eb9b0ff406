import { useCallback, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { countingOpenFor, receivesStock } from '../../../contract/schemas/bookings';
import type { ProductListRow } from '../../../contract/schemas/products';
import { formatBaht } from '../../components/format';
import { LinesInput, type LineColumn } from '../../components/LinesInput';
import { pickColumns } from '../../components/pickColumns';
import { QuantityInput } from '../../components/QuantityInput';
import type { FormLine } from './bookingValues';
import { ScanCountPanel } from './ScanCountPanel';

const F = 'app.bookings.form';
const P = 'app.bookings.picker';

/**
 * A count just changed by a scan: lit up, then fading back. Two of the same, taken in turn, so
 * that the next scan of the line starts the light again (a new animation name restarts it).
 */
const lightUp = (end: string) => keyframes`
  from { background-color: rgba(46, 125, 50, 0.28); }
  to { background-color: ${end}; }
`;
const SCANNED = [lightUp('transparent'), lightUp('rgba(46, 125, 50, 0)')] as const;

/** A line just counted by a scan, and which scan (the same line twice lights up twice). */
type Lit = { index: number; seq: number };

/**
 * 'ต่างจากที่จอง +2', or 'ตรงกับที่จอง', under a line's count once it is typed; the count lights
 * up briefly when a scan has just changed it (`lit`).
 */
function CountedInput({
  line,
  index,
  required,
  lit,
}: {
  line: FormLine;
  index: number;
  required: boolean;
  lit?: number;
}) {
  const translate = useTranslate();
  const counted = useWatch({ name: `product.${index}.received_amount` }) as number | null;
  const diff = typeof counted === 'number' ? counted - Number(line.amount) : null;
  const said =
    diff === null
      ? undefined
      : diff === 0
        ? translate(`${F}.count_matches`)
        : translate(`${F}.count_differs`, { diff: signed(diff) });
  return (
    <Box
      sx={{
        borderRadius: 1,
        ...(lit !== undefined && {
          animation: `${SCANNED[lit % 2]} 1.6s ease-out`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
      }}
    >
      <QuantityInput
        source={`product.${index}.received_amount`}
        label={translate(`${F}.counted_of`, { name: line.name })}
        helperText={said}
        required={required}
      />
    </Box>
  );
}

/** +2, −3: a difference as the clerk reads it. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The booked products (spec part 2 §2.3, §4.3, §5.3): No., image, the shop's product code,
 * name, price, quantity (whole, from 0; the keys e, dot and minus do nothing) and delete.
 * 'Select products' opens the picker modal over the shop's products (not before a shop is
 * chosen): several at once; one already in the table gets 1 more, a new one starts at 1.
 * Staff (`countFrom`: the booking's status) type the amount counted per line while the goods
 * are at the dock or being received, or the status chosen takes them there: empty until
 * typed, required to receive (5 or 6); the booked amount beside it. They may count by
 * scanning the products' barcodes too (ScanCountPanel, above the lines).
 */
export function BookingLinesInput({
  readOnly,
  countFrom,
}: {
  readOnly: boolean;
  countFrom?: number;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const chosen = Number(useWatch({ name: 'booking_status' }) ?? countFrom);
  const counting = countFrom !== undefined && countingOpenFor(countFrom, chosen);
  const required = counting && receivesStock(chosen);
  const [lit, setLit] = useState<Lit | null>(null);
  const scans = useRef(0);
  const onCounted = useCallback((index: number) => setLit({ index, seq: ++scans.current }), []);
  const counted: LineColumn<FormLine>[] = counting
    ? [
        {
          header: t('col_counted'),
          minWidth: 160,
          input: true,
          render: (line, i) => (
            <CountedInput
              line={line}
              index={i}
              required={required}
              lit={lit?.index === i ? lit.seq : undefined}
            />
          ),
        },
      ]
    : [];
  const lines = (
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
        header: t(counting ? 'col_booked' : 'col_amount'),
        label: (name) => translate(`${F}.${counting ? 'booked_of' : 'amount_of'}`, { name }),
      }}
      extras={counted}
      remove={{
        header: t('col_remove'),
        label: (name) => translate(`${F}.remove_of`, { name }),
      }}
      empty={t('no_products')}
      tableWidth={counting ? 840 : 700}
    />
  );
  if (!counting) return lines;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('counting_note')}
      </Typography>
      <ScanCountPanel onCounted={onCounted} />
      {lines}
    </>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { DataTable, NumberInput, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { LINE_TYPE, linesSatang, type StockPickRow } from '../../../contract/schemas/orders';
import { formatBaht, formatMoney } from '../../components/format';
import { useMessage } from '../../components/formInputs';
import { ImageViewer } from '../../components/ImageViewer';
import { listTableSx } from '../../components/listParts';
import { PickerModal } from '../../components/PickerModal';
import { useOnChange } from '../../components/useOnChange';
import { QuantityInput } from '../../components/QuantityInput';
import { picUrl, Thumbnail } from '../../components/productParts';
import { orderTotal, type FormLine } from './orderValues';

const F = 'app.orders.form';
const P = 'app.orders.picker';

/** Which picker is open: products or product sets. */
type Picking = 'products' | 'sets' | null;

/**
 * The products of an order (spec part 2 §2.4, §4.4, §5.4): 'select products' and 'select
 * product sets' open the picker modal over the shop's stock (several at once; neither opens
 * without a shop, which then says 'กรุณาเลือกร้านค้า'), a table of the lines with the price,
 * the stock available and the quantity (new lines start at 1; choosing a line again adds 1),
 * then the discount and the read-only total.
 */
export function OrderLinesInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const message = useMessage();
  const { trigger, setValue, getValues } = useFormContext();
  const shopId = useWatch({ name: 'shop_id' }) as number | undefined;
  const watched = useWatch({ name: 'product' }) as FormLine[] | undefined;
  const discount = useWatch({ name: 'distcount' }) as number | null | undefined;
  const { field, fieldState } = useInput<FormLine[]>({ source: 'product' });
  const lines = useMemo(() => watched ?? (field.value as FormLine[]) ?? [], [watched, field.value]);
  const [picking, setPicking] = useState<Picking>(null);
  const [viewing, setViewing] = useState<{ pic: string | null; name: string } | null>(null);
  const filter = useMemo(() => ({ shop_id: shopId }), [shopId]);

  // The lines are the shop's products: another shop starts them again.
  useOnChange(
    shopId,
    useCallback(() => {
      if ((getValues('product') as FormLine[] | undefined)?.length) {
        setValue('product', [], { shouldDirty: true });
      }
    }, [getValues, setValue]),
  );

  const open = async (which: Exclude<Picking, null>) => {
    if (await trigger('shop_id', { shouldFocus: true })) setPicking(which);
  };
  const choose = (type: number) => (records: StockPickRow[]) => {
    const next = [...lines];
    for (const r of records) {
      const at = next.findIndex((l) => l.type === type && l.product_id === r.id);
      if (at >= 0) next[at] = { ...next[at], total_order: (next[at].total_order ?? 0) + 1 };
      else
        next.push({
          product_id: r.id,
          type,
          total_order: 1,
          code: r.customer_product_id,
          name: r.product_name_th,
          price: r.price,
          available: r.available,
          pic: r.pic,
        });
    }
    field.onChange(next);
    setPicking(null);
    if (fieldState.error) void trigger('product');
  };
  const remove = (i: number) => field.onChange(lines.filter((_, at) => at !== i));
  const listError = message(fieldState.error?.message ?? fieldState.error?.root?.message);
  const subtotal = linesSatang(lines) / 100;
  const total = orderTotal(lines, discount);

  const picker = (which: Exclude<Picking, null>) => {
    const K = `${P}.${which}`;
    return (
      <PickerModal<StockPickRow>
        open={picking === which}
        title={translate(`${K}.title`)}
        resource={which === 'products' ? 'orderProductPicker' : 'orderSetPicker'}
        filter={filter}
        multiple
        searchLabel={translate(`${K}.search_label`)}
        searchPlaceholder={translate(`${K}.search_placeholder`)}
        keys={K}
        rowLabel={(r) => translate(`${P}.select_row`, { name: r.product_name_th })}
        onConfirm={choose(which === 'products' ? LINE_TYPE.PRODUCT : LINE_TYPE.SET)}
        onClose={() => setPicking(null)}
      >
        <DataTable.Col<StockPickRow>
          label={`${P}.col_image`}
          disableSort
          render={(r) => (
            <Thumbnail row={r} onOpen={() => setViewing({ pic: r.pic, name: r.product_name_th })} />
          )}
        />
        <DataTable.Col<StockPickRow> label={`${P}.col_code`} source="customer_product_id" />
        <DataTable.Col<StockPickRow> label={`${P}.col_name`} source="product_name_th" />
        <DataTable.Col<StockPickRow> label={`${P}.col_brand`} source="brand_th" />
        <DataTable.Col<StockPickRow>
          label={`${P}.col_price`}
          source="price"
          align="right"
          render={(r) => formatBaht(r.price)}
        />
        <DataTable.Col<StockPickRow>
          label={`${P}.col_available`}
          source="available"
          align="right"
          disableSort
        />
      </PickerModal>
    );
  };

  return (
    <Box>
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Button
            variant="outlined"
            startIcon={<AddShoppingCart />}
            onClick={() => void open('products')}
          >
            {translate(`${F}.select_products`)}
          </Button>
          <Button
            variant="outlined"
            startIcon={<WorkspacesOutlined />}
            onClick={() => void open('sets')}
          >
            {translate(`${F}.select_sets`)}
          </Button>
        </Box>
      )}
      {/* The table scrolls sideways on a phone: the keyboard reaches the scrolling box too. */}
      <Box
        sx={{ ...listTableSx, '& table': { minWidth: 820 } }}
        tabIndex={0}
        role="group"
        aria-label={translate(`${F}.section_products`)}
      >
        <Table size="small" aria-label={translate(`${F}.section_products`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${P}.col_image`)}</TableCell>
              <TableCell>{translate(`${P}.col_code`)}</TableCell>
              <TableCell>{translate(`${P}.col_name`)}</TableCell>
              <TableCell>{translate(`${F}.col_type`)}</TableCell>
              <TableCell align="right">{translate(`${P}.col_price`)}</TableCell>
              <TableCell align="right">{translate(`${P}.col_available`)}</TableCell>
              <TableCell sx={{ minWidth: 130 }}>{translate(`${F}.col_quantity`)}</TableCell>
              <TableCell align="right">{translate(`${F}.col_line_total`)}</TableCell>
              {!readOnly && <TableCell>{translate(`${F}.remove`)}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, i) => (
              <TableRow key={`${line.type}:${line.product_id}`}>
                <TableCell>
                  <Thumbnail
                    row={{ pic: line.pic, product_name_th: line.name }}
                    onOpen={() => setViewing({ pic: line.pic, name: line.name })}
                  />
                </TableCell>
                <TableCell>{line.code}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell>
                  {translate(`${F}.type_${line.type === LINE_TYPE.SET ? 'set' : 'product'}`)}
                </TableCell>
                <TableCell align="right">{formatBaht(line.price)}</TableCell>
                <TableCell align="right">{line.available}</TableCell>
                <TableCell>
                  <QuantityInput
                    source={`product.${i}.total_order`}
                    label={translate(`${F}.quantity_of`, { name: line.name })}
                    disabled={readOnly}
                  />
                </TableCell>
                <TableCell align="right">
                  {formatMoney(
                    (Math.round(line.price * 100) * (Number(line.total_order) || 0)) / 100,
                  )}
                </TableCell>
                {!readOnly && (
                  <TableCell>
                    <IconButton
                      aria-label={translate(`${F}.remove_of`, { name: line.name })}
                      onClick={() => remove(i)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={9}>
                  <Typography color="text.secondary">{translate(`${F}.no_products`)}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
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
        <Typography align="right">{formatMoney(subtotal)}</Typography>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <NumberInput
            source="distcount"
            label={translate(`${F}.discount`)}
            helperText={false}
            min={0}
            step={1}
            disabled={readOnly}
            onKeyDown={(e) => {
              if (['e', 'E', '+', '-', '.', ','].includes(e.key)) e.preventDefault();
            }}
            onWheel={(e) => (e.target as HTMLElement).blur()}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
        </Box>
        <Typography fontWeight={700}>{translate(`${F}.total`)}</Typography>
        <Typography fontWeight={700} align="right" data-testid="order-total" aria-live="polite">
          {formatMoney(total)}
        </Typography>
      </Box>
      {picker('products')}
      {picker('sets')}
      <ImageViewer
        src={viewing?.pic ? picUrl(viewing.pic) : null}
        title={viewing?.name ?? ''}
        onClose={() => setViewing(null)}
      />
    </Box>
  );
}

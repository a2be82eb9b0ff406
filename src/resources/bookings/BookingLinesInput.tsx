import { useCallback, useMemo, useState } from 'react';
import { DataTable, useInput, useTranslate } from 'react-admin';
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
import type { ProductListRow } from '../../../contract/schemas/products';
import { formatBaht } from '../../components/format';
import { useMessage } from '../../components/formInputs';
import { ImageViewer } from '../../components/ImageViewer';
import { listTableSx } from '../../components/listParts';
import { PickerModal } from '../../components/PickerModal';
import { useOnChange } from '../../components/useOnChange';
import { QuantityInput } from '../../components/QuantityInput';
import { picUrl, Thumbnail } from '../../components/productParts';
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
  const message = useMessage();
  const { trigger, setValue, getValues } = useFormContext();
  const shopId = useWatch({ name: 'shop_id' }) as number | undefined;
  const watched = useWatch({ name: 'product' }) as FormLine[] | undefined;
  const { field, fieldState } = useInput<FormLine[]>({ source: 'product' });
  const lines = useMemo(() => watched ?? (field.value as FormLine[]) ?? [], [watched, field.value]);
  const [picking, setPicking] = useState(false);
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

  const open = async () => {
    if (await trigger('shop_id', { shouldFocus: true })) setPicking(true);
  };
  const choose = (records: ProductListRow[]) => {
    const next = [...lines];
    for (const r of records) {
      const at = next.findIndex((l) => l.product_id === r.id);
      if (at >= 0) next[at] = { ...next[at], amount: (Number(next[at].amount) || 0) + 1 };
      else
        next.push({
          product_id: r.id,
          amount: 1,
          code: r.customer_product_id,
          name: r.product_name_th,
          price: r.price,
          pic: r.pic,
        });
    }
    field.onChange(next);
    setPicking(false);
    if (fieldState.error) void trigger('product');
  };
  const remove = (i: number) => field.onChange(lines.filter((_, at) => at !== i));
  const listError = message(fieldState.error?.message ?? fieldState.error?.root?.message);
  const columns = 6 + (counting ? 1 : 0) + (readOnly ? 0 : 1);

  return (
    <Box>
      {!readOnly && (
        <Box sx={{ mb: 1 }}>
          <Button variant="outlined" startIcon={<AddShoppingCart />} onClick={() => void open()}>
            {translate(`${F}.select_products`)}
          </Button>
        </Box>
      )}
      {/* The table scrolls sideways on a phone: the keyboard reaches the scrolling box too. */}
      <Box
        sx={{ ...listTableSx, '& table': { minWidth: counting ? 820 : 700 } }}
        tabIndex={0}
        role="group"
        aria-label={translate(`${F}.section_products`)}
      >
        <Table size="small" aria-label={translate(`${F}.section_products`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${F}.col_no`)}</TableCell>
              <TableCell>{translate(`${F}.col_image`)}</TableCell>
              <TableCell>{translate(`${F}.col_code`)}</TableCell>
              <TableCell>{translate(`${F}.col_name`)}</TableCell>
              <TableCell align="right">{translate(`${F}.col_price`)}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{translate(`${F}.col_amount`)}</TableCell>
              {counting && (
                <TableCell sx={{ minWidth: 140 }}>{translate(`${F}.col_counted`)}</TableCell>
              )}
              {!readOnly && <TableCell>{translate(`${F}.col_remove`)}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, i) => (
              <TableRow key={line.product_id}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>
                  <Thumbnail
                    row={{ pic: line.pic, product_name_th: line.name }}
                    onOpen={() => setViewing({ pic: line.pic, name: line.name })}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.code}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatBaht(Number(line.price))}
                </TableCell>
                <TableCell>
                  <QuantityInput
                    source={`product.${i}.amount`}
                    label={translate(`${F}.amount_of`, { name: line.name })}
                    disabled={readOnly}
                  />
                </TableCell>
                {counting && (
                  <TableCell>
                    <QuantityInput
                      source={`product.${i}.received_amount`}
                      label={translate(`${F}.counted_of`, { name: line.name })}
                    />
                  </TableCell>
                )}
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
                <TableCell colSpan={columns}>
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
      <PickerModal<ProductListRow>
        open={picking}
        title={translate(`${P}.title`)}
        resource="products"
        filter={filter}
        multiple
        searchLabel={translate(`${P}.search_label`)}
        searchPlaceholder={translate(`${P}.search_placeholder`)}
        keys={P}
        rowLabel={(r) => translate(`${P}.select_row`, { name: r.product_name_th })}
        onConfirm={choose}
        onClose={() => setPicking(false)}
      >
        <DataTable.Col<ProductListRow>
          label={`${P}.col_image`}
          disableSort
          render={(r) => (
            <Thumbnail row={r} onOpen={() => setViewing({ pic: r.pic, name: r.product_name_th })} />
          )}
        />
        <DataTable.Col<ProductListRow> label={`${P}.col_code`} source="customer_product_id" />
        <DataTable.Col<ProductListRow> label={`${P}.col_name`} source="product_name_th" />
        <DataTable.Col<ProductListRow> label={`${P}.col_brand`} source="brand_th" />
        <DataTable.Col<ProductListRow>
          label={`${P}.col_price`}
          source="price"
          align="right"
          render={(r) => formatBaht(r.price)}
        />
      </PickerModal>
      <ImageViewer
        src={viewing?.pic ? picUrl(viewing.pic) : null}
        title={viewing?.name ?? ''}
        onClose={() => setViewing(null)}
      />
    </Box>
  );
}

import { useContext, useMemo, useState } from 'react';
import { DataTable, useGetMany, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
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
import type { ProductListRow } from '../../../../contract/schemas/products';
import { formatBaht } from '../../../components/format';
import { ImageViewer } from '../../../components/ImageViewer';
import { listTableSx } from '../../../components/listParts';
import { PickerModal } from '../../../components/PickerModal';
import { QuantityInput } from '../../../components/QuantityInput';
import { ReadOnlyContext } from '../../../components/ProductInputs';
import { picUrl, Thumbnail } from '../../../components/productParts';

const S = 'app.productSets.form';
const P = 'app.productSets.picker';

type Line = { product_id: number; amount: number | null };

/**
 * The products of a set (spec part 1 §2 "Add product set" step 2): a table of the chosen
 * products with a quantity per set and a remove button, and 'select products', the project's
 * picker modal over the shop's products (several at once). Choosing a product already in the
 * set adds one to its quantity; a new one starts at 1 (spec §4).
 */
export function SetProductsInput() {
  const translate = useTranslate();
  const readOnly = useContext(ReadOnlyContext);
  const shopId = useWatch({ name: 'shop_id' }) as number | undefined;
  const { field, fieldState } = useInput<Line[]>({ source: 'product' });
  const lines = useMemo(() => (field.value ?? []) as Line[], [field.value]);
  const [picking, setPicking] = useState(false);
  const [viewing, setViewing] = useState<ProductListRow | null>(null);
  const ids = lines.map((l) => l.product_id);
  const { data: shown = [] } = useGetMany<ProductListRow>(
    'products',
    { ids, meta: { shop_id: shopId } },
    { enabled: ids.length > 0 && !!shopId },
  );
  const byId = new Map(shown.map((p) => [p.id, p]));
  const filter = useMemo(() => ({ shop_id: shopId }), [shopId]);

  const choose = (records: ProductListRow[]) => {
    const next = [...lines];
    for (const r of records) {
      const at = next.findIndex((l) => l.product_id === r.id);
      if (at >= 0) next[at] = { ...next[at], amount: (next[at].amount ?? 0) + 1 };
      else next.push({ product_id: r.id, amount: 1 });
    }
    field.onChange(next);
    setPicking(false);
  };
  const remove = (productId: number) =>
    field.onChange(lines.filter((l) => l.product_id !== productId));
  // The list's own message ('กรุณาเลือกสินค้า') when no product is chosen.
  const listError = fieldState.error?.message ?? fieldState.error?.root?.message;

  return (
    <Box component="section" aria-labelledby="set-products-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="set-products-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate(`${S}.products_title`)}
        </Typography>
        {!readOnly && (
          <Button
            variant="outlined"
            startIcon={<AddShoppingCart />}
            onClick={() => setPicking(true)}
            disabled={!shopId}
          >
            {translate(`${S}.select_products`)}
          </Button>
        )}
      </Box>
      {/* The table scrolls sideways on a phone: the keyboard reaches the scrolling box too. */}
      <Box
        sx={{ ...listTableSx, '& table': { minWidth: 760 } }}
        tabIndex={0}
        role="group"
        aria-labelledby="set-products-title"
      >
        <Table size="small" aria-labelledby="set-products-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${P}.col_image`)}</TableCell>
              <TableCell>{translate(`${P}.col_code`)}</TableCell>
              <TableCell>{translate(`${P}.col_name`)}</TableCell>
              <TableCell>{translate(`${P}.col_brand`)}</TableCell>
              <TableCell>{translate(`${P}.col_type`)}</TableCell>
              <TableCell align="right">{translate(`${P}.col_price`)}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{translate(`${S}.per_set`)}</TableCell>
              {!readOnly && <TableCell>{translate(`${S}.remove`)}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, i) => {
              const p = byId.get(line.product_id);
              return (
                <TableRow key={line.product_id}>
                  <TableCell>{p && <Thumbnail row={p} onOpen={setViewing} />}</TableCell>
                  <TableCell>{p?.customer_product_id}</TableCell>
                  <TableCell>{p?.product_name_th}</TableCell>
                  <TableCell>{p?.brand_th}</TableCell>
                  <TableCell>{p?.product_type_name}</TableCell>
                  <TableCell align="right">{p ? formatBaht(p.price) : ''}</TableCell>
                  <TableCell>
                    <QuantityInput
                      source={`product.${i}.amount`}
                      label={translate(`${S}.per_set_of`, { name: p?.product_name_th ?? '' })}
                      disabled={readOnly}
                    />
                  </TableCell>
                  {!readOnly && (
                    <TableCell>
                      <IconButton
                        aria-label={translate(`${S}.remove_of`, {
                          name: p?.product_name_th ?? '',
                        })}
                        onClick={() => remove(line.product_id)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>
                  <Typography color="text.secondary">{translate(`${S}.no_products`)}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {listError && (
        <FormHelperText error role="alert">
          {translate(listError)}
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
          render={(r) => <Thumbnail row={r} onOpen={setViewing} />}
        />
        <DataTable.Col<ProductListRow> label={`${P}.col_code`} source="customer_product_id" />
        <DataTable.Col<ProductListRow> label={`${P}.col_name`} source="product_name_th" />
        <DataTable.Col<ProductListRow> label={`${P}.col_brand`} source="brand_th" />
        <DataTable.Col<ProductListRow>
          label={`${P}.col_type`}
          source="product_type_name"
          disableSort
        />
        <DataTable.Col<ProductListRow>
          label={`${P}.col_price`}
          source="price"
          align="right"
          render={(r) => formatBaht(r.price)}
        />
      </PickerModal>
      <ImageViewer
        src={viewing?.pic ? picUrl(viewing.pic) : null}
        title={viewing?.product_name_th ?? ''}
        onClose={() => setViewing(null)}
      />
    </Box>
  );
}

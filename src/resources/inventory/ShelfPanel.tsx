import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InventoryRecord } from '../../../contract/schemas/inventory';
import { FormSection } from '../../components/formInputs';
import { usePortalData } from '../../providers/dataProvider';

const S = 'app.inventory.shelf';
const amountFormat = new Intl.NumberFormat('th-TH');

/**
 * Where the item's stock sits (spec part 2 §2.2, §9): the shelf dropdown, 'select all' (an
 * empty shelf code) or one floor, lists the bins and amounts per floor. When the bins do not
 * add up to the stock, the screen says so.
 */
export function ShelfPanel({ record }: { record: InventoryRecord }) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const [floor, setFloor] = useState('');
  const all = useQuery({
    queryKey: ['shelves', record.product_id, ''],
    queryFn: () => dataProvider.getShelves(record.product_id, ''),
  });
  const shown = useQuery({
    queryKey: ['shelves', record.product_id, floor],
    queryFn: () => dataProvider.getShelves(record.product_id, floor),
    enabled: floor !== '',
  });
  const floors = all.data ?? [];
  // Floors without this product's bins are offered in the dropdown but not listed.
  const groups = ((floor === '' ? all.data : shown.data) ?? []).filter((g) => g.data.length);
  const loading = all.isPending || (floor !== '' && shown.isPending);
  const failed = all.isError || shown.isError;

  return (
    <FormSection title={translate(`${S}.title`)}>
      {record.shelf_total !== record.inventory && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${S}.mismatch`, {
            shelf: amountFormat.format(record.shelf_total),
            stock: amountFormat.format(record.inventory),
          })}
        </Alert>
      )}
      <TextField
        select
        label={translate(`${S}.floor`)}
        value={floor}
        onChange={(e) => setFloor(e.target.value)}
        sx={{ width: 320, maxWidth: '100%', mb: 2 }}
        // 'select all' is the empty code: shown as chosen, not as an empty field.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate(`${S}.all`)}</MenuItem>
        {floors.map((f) => (
          <MenuItem key={f.floor} value={f.floor}>
            {translate(`${S}.floor_line`, { floor: f.floor })}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 4 }}>
        {loading && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Box>
      {failed && <Alert severity="error">{translate(`${S}.load_failed`)}</Alert>}
      {!loading && !failed && groups.length === 0 && (
        <Typography color="text.secondary">{translate(`${S}.empty`)}</Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
      >
        {groups.map((g) => (
          <Box key={g.floor} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 1 }}>
              {translate(`${S}.floor_line`, { floor: g.floor })}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${S}.col_shelf`)}</TableCell>
                  <TableCell align="right">{translate(`${S}.col_amount`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {g.data.map((bin) => (
                  <TableRow key={bin.shelf}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{bin.shelf}</TableCell>
                    <TableCell align="right">{amountFormat.format(bin.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}

import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Edit,
  Form,
  SaveButton,
  useNotify,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  returnCount,
  setOrderUpdate,
  type ProductSetListRow,
  type SetOrderRecord,
} from '../../../contract/schemas/productSets';
import { contractResolver } from '../../components/contractResolver';
import { FormSection, FormSelect, ShownValue } from '../../components/formInputs';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { ImageViewer } from '../../components/ImageViewer';
import { listTableSx } from '../../components/listParts';
import { useLookup } from '../../components/useLookup';
import { useSession } from '../../providers/session';
import { QuantityInput } from '../../components/QuantityInput';
import { picUrl } from '../../components/productParts';
import { SetDetails } from './SetDetails';
import { OrderStatus } from './SetOrderList';

const F = 'app.setOrder.form';
const shopResolver = contractResolver(setOrderUpdate.strip());
/** Staff must name the picker and the packer (spec part 1 §5). */
const staffResolver = contractResolver(
  setOrderUpdate.strip().superRefine((v, ctx) => {
    if (v.stocker == null)
      ctx.addIssue({
        code: 'custom',
        path: ['stocker'],
        message: 'validation.set.picker_required',
      });
    if (v.packer == null)
      ctx.addIssue({ code: 'custom', path: ['packer'], message: 'validation.set.packer_required' });
  }),
);

/**
 * Edit product-set order (spec part 1 §2 "Edit product-set order"): the set read-only, its
 * products with the count per set, the counts and the status; staff also choose the picker and
 * packer. A shop user changes only the number of sets, while the order waits (status 1); an
 * order imported to the warehouse (4) is read-only.
 */
export default function SetOrderEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const isStaff = !!useSession()?.isStaff;
  return (
    <Edit
      resource="productSetOrders"
      title={translate(`${F}.title_edit`)}
      actions={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(`${F}.updated`, { type: 'success' });
          redirect('list', 'productSetOrders');
        },
      }}
      redirect={false}
      queryOptions={{
        retry: false,
        onError: () => {
          notify(`${F}.load_failed`, { type: 'warning' });
          redirect('list', 'productSetOrders');
        },
      }}
    >
      <Form
        resolver={isStaff ? staffResolver : shopResolver}
        mode="onTouched"
        warnWhenUnsavedChanges
        noValidate
      >
        <EditBody isStaff={isStaff} />
      </Form>
    </Edit>
  );
}

function EditBody({ isStaff }: { isStaff: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const redirect = useRedirect();
  const { saving } = useSaveContext();
  const order = useRecordContext<SetOrderRecord>();
  const officers = useLookup('officers', { enabled: isStaff });
  const [viewing, setViewing] = useState<ProductSetListRow | null>(null);
  const adjusted = useWatch({ name: 'inventory_amount' }) as number | null | undefined;
  const statuses = useMemo(
    () =>
      order
        ? [order.is_status, ...order.next_statuses].map((s) => ({
            id: s,
            name: translate(`app.setOrder.status.${s}`),
          }))
        : [],
    [order, translate],
  );
  if (!order) return null;
  const final = order.is_status === 4;
  // A shop user edits the count while the order waits; staff everything until it is final.
  const canEdit = !final && (isStaff || order.is_status === 1);
  const sets = typeof adjusted === 'number' ? adjusted : order.inventory_amount;
  return (
    <CardContent sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 1080 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h5" component="h1">
          {t('title_edit')} {order.ps_orderid}
        </Typography>
        <OrderStatus row={order} />
      </Box>
      <FormSection title={t('section_set')}>
        <SetDetails set={order.set} onOpenImage={setViewing} />
      </FormSection>
      <FormSection title={t('section_products')}>
        {/* The table scrolls sideways on a phone: the keyboard reaches the scrolling box too. */}
        <Box sx={listTableSx} tabIndex={0} role="group" aria-label={t('section_products')}>
          <Table size="small" aria-label={t('section_products')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('col_code')}</TableCell>
                <TableCell>{t('col_name')}</TableCell>
                <TableCell align="right">{t('col_per_set')}</TableCell>
                <TableCell align="right">{t('col_needed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.product.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.customer_product_id}</TableCell>
                  <TableCell>{p.product_name_th}</TableCell>
                  <TableCell align="right">{p.num_per_set}</TableCell>
                  <TableCell align="right">
                    {(p.num_per_set * sets).toLocaleString('th-TH')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </FormSection>
      <FormSection title={t('section_work')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <ShownValue label={t('requested')} value={String(order.inventory)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <QuantityInput
              source="inventory_amount"
              label={t(isStaff ? 'adjusted' : 'count')}
              disabled={!canEdit}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <ShownValue
              label={t('returned')}
              value={String(
                isStaff ? returnCount(order.inventory, sets) : order.return_product_set,
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormSelect
              name="is_status"
              label={t('status')}
              options={statuses}
              disabled={!isStaff || final}
            />
          </Grid>
          {isStaff && (
            <>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <FormSelect
                  name="stocker"
                  label={t('picker')}
                  options={officers.choices}
                  required
                  disabled={final}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <FormSelect
                  name="packer"
                  label={t('packer')}
                  options={officers.choices}
                  required
                  disabled={final}
                />
              </Grid>
            </>
          )}
        </Grid>
        {!canEdit && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t(final ? 'final_note' : 'locked_note')}
          </Typography>
        )}
      </FormSection>
      <Stack direction="row" spacing={2} justifyContent="flex-end">
        <Button variant="outlined" onClick={() => redirect('list', 'productSetOrders')}>
          {t('back')}
        </Button>
        {canEdit && <SaveButton label={`${F}.save`} alwaysEnable />}
      </Stack>
      <ImageViewer
        src={viewing?.pic ? picUrl(viewing.pic) : null}
        title={viewing?.product_name_th ?? ''}
        onClose={() => setViewing(null)}
      />
      <FullScreenSpinner open={!!saving} label={translate('app.shell.loading')} />
    </CardContent>
  );
}

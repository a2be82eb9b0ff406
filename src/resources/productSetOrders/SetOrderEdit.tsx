import { useMemo, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Confirm,
  Edit,
  Form,
  SaveButton,
  useNotify,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import Button from '@mui/material/Button';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  returnCount,
  SET_ORDER_STATUS,
  SET_ORDER_STATUSES,
  setOrderUpdate,
  type ProductSetListRow,
  type SetOrderRecord,
} from '../../../contract/schemas/productSets';
import { contractResolver } from '../../components/contractResolver';
import { useRecordTitle } from '../../components/documentTitle';
import { FormSection, FormSelect, ShownValue } from '../../components/formInputs';
import { listTableSx } from '../../components/listParts';
import { useLookup } from '../../components/useLookup';
import { useSession } from '../../providers/session';
import { QuantityInput } from '../../components/QuantityInput';
import { usePhotoViewer } from '../../components/productParts';
import { SaveFooter } from '../../components/SaveFooter';
import { useMayDo } from '../../providers/access';
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

/** The grid cell of one field of the work section. */
function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 4 }}>{children}</Grid>;
}

/**
 * Edit product-set order (spec part 1 §2 "Edit product-set order"): the set read-only, its
 * products with the count per set, the counts and the status; staff also choose the picker and
 * packer. A shop user changes only the number of sets, while the order waits (status 1); staff
 * choose any of the four statuses (spec part 1: no transition rules), and are asked first when
 * a save takes apart sets already imported to the warehouse (4). Read-only for a user the server
 * does not let save it.
 */
export default function SetOrderEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  // The spec gives staff, as such, the picker, the packer and the status (server/domain/setOrders).
  const staff = !!useSession()?.isStaff;
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
        resolver={staff ? staffResolver : shopResolver}
        mode="onTouched"
        warnWhenUnsavedChanges
        noValidate
      >
        <EditBody staff={staff} />
      </Form>
    </Edit>
  );
}

function EditBody({ staff }: { staff: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const mayEdit = useMayDo('productSetOrders', 'edit');
  const order = useRecordContext<SetOrderRecord>();
  useRecordTitle();
  const officers = useLookup('officers', { enabled: staff });
  const photo = usePhotoViewer<ProductSetListRow>();
  const adjusted = useWatch({ name: 'inventory_amount' }) as number | null | undefined;
  const statuses = useMemo(
    () => SET_ORDER_STATUSES.map((s) => ({ id: s, name: translate(`app.setOrder.status.${s}`) })),
    [translate],
  );
  if (!order) return null;
  const final = order.is_status === SET_ORDER_STATUS.IMPORTED;
  // A shop user edits the count while the order waits; staff everything, at any status.
  const canEdit = mayEdit && (staff || order.is_status === SET_ORDER_STATUS.WAITING_ASSIGN);
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
        <SetDetails row={order.set} onOpenImage={photo.open} />
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
          <Cell>
            <ShownValue label={t('requested')} value={String(order.inventory)} />
          </Cell>
          <Cell>
            <QuantityInput
              source="inventory_amount"
              label={t(staff ? 'adjusted' : 'count')}
              disabled={!canEdit}
            />
          </Cell>
          <Cell>
            <ShownValue
              label={t('returned')}
              value={String(staff ? returnCount(order.inventory, sets) : order.return_product_set)}
            />
          </Cell>
          <Cell>
            <FormSelect
              name="is_status"
              label={t('status')}
              options={statuses}
              disabled={!canEdit || !staff}
            />
          </Cell>
          {staff &&
            (['stocker', 'packer'] as const).map((name) => (
              <Cell key={name}>
                <FormSelect
                  name={name}
                  label={t(name === 'stocker' ? 'picker' : 'packer')}
                  options={officers.choices}
                  required
                  disabled={!canEdit}
                />
              </Cell>
            ))}
        </Grid>
        {!canEdit && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t(final ? 'final_note' : 'locked_note')}
          </Typography>
        )}
      </FormSection>
      {photo.viewer}
      <SaveFooter
        resource="productSetOrders"
        backLabel={t('back')}
        save={canEdit && <SaveSetOrder order={order} />}
      />
    </CardContent>
  );
}

/**
 * Save; when the save takes apart sets imported to the warehouse (the order leaves 4, or its
 * count changes at 4), it asks first, naming the sets that leave the stock and that their
 * products go back.
 */
function SaveSetOrder({ order }: { order: SetOrderRecord }) {
  const translate = useTranslate();
  const { save } = useSaveContext();
  const { handleSubmit } = useFormContext();
  const [asking, setAsking] = useState(false);
  const status = useWatch({ name: 'is_status' }) as number | undefined;
  const adjusted = useWatch({ name: 'inventory_amount' }) as number | null | undefined;
  const takesApart =
    order.is_status === SET_ORDER_STATUS.IMPORTED &&
    (status !== SET_ORDER_STATUS.IMPORTED || adjusted !== order.inventory_amount);
  if (!takesApart) return <SaveButton label={`${F}.save`} alwaysEnable />;
  return (
    <>
      <Button variant="contained" startIcon={<SaveOutlined />} onClick={() => setAsking(true)}>
        {translate(`${F}.save`)}
      </Button>
      <Confirm
        isOpen={asking}
        title={`${F}.take_apart_title`}
        content={translate(`${F}.take_apart_body`, {
          sets: order.inventory_amount,
          set: order.set.product_name_th,
        })}
        confirm={`${F}.take_apart_confirm`}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void handleSubmit((values) => save?.(values))();
        }}
      />
    </>
  );
}

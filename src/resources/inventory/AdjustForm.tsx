import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, SaveButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  inventoryUpdate,
  STOCK_REMARK_MAX,
  type InventoryRecord,
} from '../../../contract/schemas/inventory';
import { contractResolver } from '../../components/contractResolver';
import { FieldGrid, FormSection, FormText } from '../../components/formInputs';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { PhotoInput } from '../../components/PhotoInput';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { picUrl } from '../../components/productParts';
import { F } from './inventoryParts';
import { QuantityInput } from '../../components/QuantityInput';

/** What the form holds: the contract's adjusted quantity and remark, and the photo chosen. */
const adjustSchema = inventoryUpdate
  .pick({ inventory_amount: true, remark: true })
  .extend({ photo: z.instanceof(File).nullable().optional() });
type AdjustValues = z.input<typeof adjustSchema>;
const resolver = contractResolver<AdjustValues>(adjustSchema);
const EMPTY: AdjustValues = { inventory_amount: null, remark: '', photo: null };

/**
 * Adjust a stock item (staff; spec part 2 §2.2, §5.2): the adjusted quantity (empty keeps the
 * current stock), a reason or remark (at most 200 characters) and a photo of the adjusted
 * stock. The photo goes up first (its upload call answers its key), then the update records
 * the movement with it; the screen then shows the new balance and history.
 */
export function AdjustForm({ record }: { record: InventoryRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A saved adjustment starts a fresh, clean form (no unsaved-changes warning).
  const [round, setRound] = useState(0);

  const save = async (values: FieldValues) => {
    const v = values as AdjustValues;
    setSaving(true);
    setError(null);
    try {
      const photo = v.photo
        ? await dataProvider.uploadInventoryPhoto(record.shop_id, record.id, v.photo)
        : undefined;
      const remark = v.remark?.trim();
      await dataProvider.update('inventory', {
        id: record.id,
        data: {
          inventory_amount: v.inventory_amount ?? null,
          ...(remark ? { remark } : {}),
          ...(photo ? { inven_pic: photo } : {}),
        },
        previousData: record,
      });
      notify(`${F}.updated`, { type: 'success' });
      setRound((r) => r + 1);
      refresh();
    } catch (e) {
      console.error('Failed to adjust the stock', e);
      setError(failureOf(e).message ?? translate(`${F}.save_failed`));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormSection title={translate(`${F}.section_adjust`)}>
      <Form
        key={round}
        record={EMPTY}
        defaultValues={EMPTY}
        resolver={resolver}
        onSubmit={save}
        mode="onTouched"
        warnWhenUnsavedChanges
        noValidate
      >
        <AdjustFields record={record} />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>
          <SaveButton label={`${F}.save`} />
        </Stack>
      </Form>
      <FullScreenSpinner open={saving} label={translate('app.shell.loading')} />
    </FormSection>
  );
}

function AdjustFields({ record }: { record: InventoryRecord }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  return (
    <FieldGrid>
      <Stack spacing={2}>
        <QuantityInput
          source="inventory_amount"
          label={t('adjusted')}
          helperText={t('adjusted_hint')}
        />
        <FormText
          name="remark"
          label={t('remark')}
          multiline
          minRows={3}
          maxLength={STOCK_REMARK_MAX}
          counter={(n) => translate(`${F}.char_count`, { count: n, max: STOCK_REMARK_MAX })}
        />
      </Stack>
      <Box>
        <PhotoInput
          source="photo"
          label={t('photo')}
          existingUrl={record.inven_pic ? picUrl(record.inven_pic) : null}
          i18nPrefix={`${F}.image`}
        />
      </Box>
    </FieldGrid>
  );
}

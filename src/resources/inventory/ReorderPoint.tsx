import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, SaveButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { reorderPointBody, type InventoryRecord } from '../../../contract/schemas/inventory';
import { contractResolver } from '../../components/contractResolver';
import { FormSection } from '../../components/formInputs';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { QuantityInput } from '../../components/QuantityInput';

const R = 'app.inventory.reorder';
/** An empty field clears the reorder point. */
const schema = z.object({ reorder_point: reorderPointBody.shape.reorder_point.optional() });
type Values = z.input<typeof schema>;
const resolver = contractResolver<Values>(schema);

/**
 * The shop's minimum stock of the item (staff and the shop's users): the list marks the item
 * at or below it, and falling to it notifies the shop's users. Empty removes it.
 */
export function ReorderPoint({ record }: { record: InventoryRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const values: Values = { reorder_point: record.reorder_point };

  const save = async (v: FieldValues) => {
    setError(null);
    const point = (v as Values).reorder_point ?? null;
    try {
      await dataProvider.setReorderPoint(record.id, point);
      notify(`${R}.${point === null ? 'cleared' : 'saved'}`, { type: 'success' });
      setRound((r) => r + 1);
      refresh();
    } catch (e) {
      console.error('Failed to set the reorder point', e);
      setError(failureOf(e).message ?? translate(`${R}.failed`));
    }
  };

  return (
    <FormSection title={translate(`${R}.title`)}>
      <Form
        key={`${round}-${record.reorder_point ?? ''}`}
        record={values}
        defaultValues={values}
        resolver={resolver}
        onSubmit={save}
        warnWhenUnsavedChanges
        noValidate
      >
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ flex: '0 1 320px' }}>
            <QuantityInput
              source="reorder_point"
              label={translate(`${R}.label`)}
              helperText={translate(`${R}.hint`)}
            />
          </Box>
          <SaveButton label={`${R}.save`} sx={{ mt: 1 }} />
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </Form>
    </FormSection>
  );
}

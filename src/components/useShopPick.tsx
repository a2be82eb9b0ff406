import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useMessage } from './formInputs';
import { useOnChange } from './useOnChange';

/**
 * One record of the form's shop chosen in the picker modal (a product to stock, a set to
 * order): the record shown, the form field holding its id, the picker's filter by the shop.
 * Changing the shop clears the choice; without a shop the picker does not open and the shop
 * field says why.
 */
export function useShopPick<R extends { id: number }>(field: string) {
  const { setValue, trigger, getFieldState, formState } = useFormContext();
  const message = useMessage();
  const shopId = useWatch({ name: 'shop_id' }) as number | undefined;
  const [picked, setPicked] = useState<R | null>(null);
  const [picking, setPicking] = useState(false);

  useOnChange(
    shopId,
    useCallback(() => {
      setPicked(null);
      setValue(field, undefined, { shouldDirty: true });
    }, [setValue, field]),
  );

  const open = async () => {
    if (await trigger('shop_id', { shouldFocus: true })) setPicking(true);
  };
  const choose = ([record]: R[]) => {
    setPicking(false);
    if (!record) return;
    setPicked(record);
    setValue(field, record.id, { shouldDirty: true, shouldValidate: true });
  };
  const filter = useMemo(() => ({ shop_id: shopId }), [shopId]);
  const error = message(getFieldState(field, formState).error?.message);
  return { picked, picking, open, choose, close: () => setPicking(false), filter, error };
}

/** The button that opens the picker, the field's message (or 'none chosen'), then the choice. */
export function PickButton({
  label,
  icon,
  error,
  noneText,
  onOpen,
  children,
}: {
  label: string;
  icon: ReactNode;
  error?: string;
  /** Shown while nothing is chosen and there is no message. */
  noneText?: string;
  onOpen: () => void;
  /** The chosen record's details, if any. */
  children?: ReactNode;
}) {
  return (
    <>
      <Box>
        <Button variant="outlined" startIcon={icon} onClick={onOpen}>
          {label}
        </Button>
        {error ? (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        ) : (
          noneText && <FormHelperText>{noneText}</FormHelperText>
        )}
      </Box>
      {children}
    </>
  );
}

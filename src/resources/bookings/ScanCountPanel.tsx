import { createContext, useContext, useRef, type RefObject } from 'react';
import { useSaveContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  BELOW_TOP_BAR,
  bringIntoView,
  ScanInput,
  type ScanHandler,
  type ScanOutcome,
} from '../../components/scan';
import type { FormLine } from './bookingValues';
import { countAfterScan, matchScan } from './scanCount';

const F = 'app.bookings.form';

/**
 * Whether the staff's save is asking to confirm the counts (StaffSaveButton's dialogs): the
 * values it will save are taken, so a scan then must not change the counts behind it.
 */
export const CountsConfirming = createContext<RefObject<boolean>>({ current: false });

/** A line's count field, as the lines' inputs name it. */
const countField = (index: number) => `product.${index}.received_amount` as const;

/**
 * Counting the booking's lines by scanning (DESIGN.md "Inbound booking", while the goods are
 * counted): a keyboard-wedge scanner anywhere on the screen, the camera, or a code typed. A
 * product's item barcode adds 1 to its line's count, its inner pack's and case's barcodes
 * their sizes; the count is the form's, as if typed, and goes through the same save and
 * confirmation. A code of no line, a pack without its size, or a code several lines carry
 * counts nothing and says why. `onCounted`: the line just counted, for the screen to mark.
 * A scan brings the panel, with its verdict and the first lines, into view: on a phone the
 * lines come after the booking's other fields, and a handheld scanner is used from wherever
 * the screen was left.
 */
export function ScanCountPanel({ onCounted }: { onCounted: (index: number) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${F}.${key}`, options);
  const { getValues, setValue } = useFormContext();
  const { saving } = useSaveContext();
  const confirmingRef = useContext(CountsConfirming);
  const panel = useRef<HTMLElement>(null);

  const onScan: ScanHandler = (code) => {
    const outcome = count(code);
    bringIntoView(panel.current);
    return outcome;
  };

  const count = (code: string): ScanOutcome => {
    const error = (key: string, options: object = {}) => ({
      result: 'error' as const,
      message: t(key, { code, ...options }),
    });
    if (saving || confirmingRef.current) return error('scan_paused');
    const lines = (getValues('product') ?? []) as FormLine[];
    const match = matchScan(lines, code);
    if (match.result === 'unknown') return error('scan_unknown');
    if (match.result === 'ambiguous') {
      return error('scan_ambiguous', { names: match.indexes.map((i) => lines[i].name).join(', ') });
    }
    const line = lines[match.index];
    const unit = t(`scan_unit.${match.kind}`);
    if (match.result === 'no_size') return error('scan_no_size', { unit, name: line.name });
    const field = countField(match.index);
    // A count field with the focus shows what was typed, not the form's value: let it go, so
    // it shows the count the scan makes.
    const focused = document.activeElement;
    if (focused instanceof HTMLInputElement && focused.name === field) focused.blur();
    const total = countAfterScan(getValues(field) as number | null, match.pieces);
    setValue(field, total, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    onCounted(match.index);
    return {
      result: 'ok',
      message: t('scan_counted', { unit, code, name: line.name, pieces: match.pieces, total }),
    };
  };

  return (
    <Box
      ref={panel}
      component="section"
      aria-label={t('scan_region')}
      sx={{
        mb: 2,
        scrollMarginTop: `${BELOW_TOP_BAR}px`,
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('scan_hint')}
      </Typography>
      <ScanInput onScan={onScan} continuous label={t('scan_label')} />
    </Box>
  );
}

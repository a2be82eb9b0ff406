import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { BACK_SHORTCUT } from './shortcuts/catalogue';

/**
 * The end row of a form: Back (outlined), then the form's submit button labelled `saveLabel`
 * (disabled by `saveDisabled`) or, without a label, the `save` node (none where the user may
 * not save). `spread` puts the two at both ends, as the public pages show them.
 */
export function FormButtons({
  backLabel,
  onBack,
  backDisabled,
  saveLabel,
  saveDisabled,
  save,
  size,
  spread,
  sx,
}: {
  backLabel: string;
  onBack: () => void;
  backDisabled?: boolean;
  saveLabel?: string;
  saveDisabled?: boolean;
  save?: ReactNode;
  size?: 'large';
  spread?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack
      direction="row"
      spacing={2}
      justifyContent={spread ? 'space-between' : 'flex-end'}
      sx={sx}
    >
      <Button
        variant="outlined"
        size={size}
        disabled={backDisabled}
        onClick={onBack}
        {...BACK_SHORTCUT}
      >
        {backLabel}
      </Button>
      {saveLabel === undefined ? (
        save
      ) : (
        <Button type="submit" variant="contained" size={size} disabled={saveDisabled}>
          {saveLabel}
        </Button>
      )}
    </Stack>
  );
}

import Chip from '@mui/material/Chip';

export type StatusTone = 'default' | 'warning' | 'info' | 'success' | 'error';

/**
 * The status chip (DESIGN.md "Shared building blocks"): a document's status with its Thai name
 * and colour, both from the contract's status catalogue of that document.
 */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <Chip
      label={label}
      color={tone}
      size="small"
      variant={tone === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}

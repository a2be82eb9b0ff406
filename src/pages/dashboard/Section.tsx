import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatBaht } from '../../components/format';
import { useNumberFormat } from '../../components/useNumberFormat';

const T = 'app.dashboard';

/**
 * A section of the dashboard: a card named by its heading (h2), a line saying what its figures
 * count (`note`), its own filters in a row that wraps (stacked on a phone), then its figures.
 */
export function Section({
  title,
  note,
  filters,
  children,
}: {
  title: string;
  note?: string;
  filters?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const noteId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-describedby={note ? noteId : undefined}
      sx={{ minWidth: 0 }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {note && (
            <Typography id={noteId} variant="body2" color="text.secondary">
              {note}
            </Typography>
          )}
        </Box>
        {filters && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            {filters}
          </Box>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** The state of a section's call as react-query tells it. */
interface LoadState {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A section's figures while they load (a skeleton the first time, a thin progress line when
 * they are read again) or when the call failed (a Thai message and a retry; figures already
 * shown stay).
 */
export function Loaded({
  state,
  height,
  children,
}: {
  state: LoadState;
  /** The skeleton's height, about that of the figures. */
  height: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const failed = state.isError && (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void state.refetch()}>
          {translate(`${T}.retry`)}
        </Button>
      }
    >
      {translate(`${T}.load_failed`)}
    </Alert>
  );
  if (state.isPending) {
    return (
      failed || (
        <Skeleton
          variant="rounded"
          height={height}
          aria-label={translate(`${T}.loading`)}
          role="progressbar"
        />
      )
    );
  }
  return (
    <>
      {failed}
      <Box sx={{ height: 4 }}>
        {state.isFetching && <LinearProgress aria-label={translate(`${T}.loading`)} />}
      </Box>
      {children}
    </>
  );
}

/** One figure of a section (a card): its label, then its value as text. */
export function Figure({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      sx={{ p: 2, minWidth: 0, bgcolor: 'rgba(21, 101, 192, 0.04)' }}
    >
      <Typography id={labelId} variant="body2" component="div" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Paper>
  );
}

/**
 * A figure in whole baht followed by บาท (spec part 2 §1; the server keeps the satang);
 * `label` is its key under app.dashboard (none yet: 0).
 */
export function MoneyFigure({ label, value }: { label: string; value: number | undefined }) {
  const translate = useTranslate();
  return <Figure label={translate(`${T}.${label}`)} value={formatBaht(value ?? 0)} />;
}

/** A count with its unit ('12 รายการ', '40 ชิ้น'); `label` is its key under app.dashboard. */
export function CountFigure({
  label,
  unit,
  count,
}: {
  label: string;
  unit: 'orders_count' | 'pieces_count';
  count: number | undefined;
}) {
  const translate = useTranslate();
  const number = useNumberFormat();
  return (
    <Figure
      label={translate(`${T}.${label}`)}
      value={translate(`${T}.${unit}`, { count: number(count ?? 0) })}
    />
  );
}

/** Figures side by side, as many as fit (one a row on a phone). */
export function Figures({ min = 180, children }: { min?: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}px, 100%), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

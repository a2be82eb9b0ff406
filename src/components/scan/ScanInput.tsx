import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import KeyboardReturn from '@mui/icons-material/KeyboardReturn';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { CameraDialog } from './CameraDialog';
import { playScanFeedback, primeScanFeedback, type ScanVerdict } from './feedback';
import { useWedgeScan, type WedgeOptions } from './useWedgeScan';

export type { ScanVerdict } from './feedback';

/**
 * The screen's answer to a scan: a verdict ('ok', 'error'), or a verdict with the text to show
 * ('เพิ่ม A-001 แล้ว 2/3'); nothing counts as 'ok' with the general text.
 */
export type ScanOutcome = ScanVerdict | { result: ScanVerdict; message?: string };
export type ScanHandler = (code: string) => ScanOutcome | void | Promise<ScanOutcome | void>;

export interface ScanInputProps extends Pick<WedgeOptions, 'minLength' | 'maxGapMs'> {
  /** Called with each code scanned (scanner, camera) or typed and confirmed, one at a time. */
  onScan: ScanHandler;
  /** The camera stays open after a code and reads the next (scanning item after item). */
  continuous?: boolean;
  /** Neither listens for the scanner nor takes codes (a dialog of the screen is open, say). */
  disabled?: boolean;
  /** The field's label, translated; the general 'สแกนหรือพิมพ์รหัส' when not given. */
  label?: string;
  autoFocus?: boolean;
}

type Shown = { text: string; verdict: ScanVerdict; seq: number };

/** The last result, read out by screen readers as it changes. */
function ScanStatus({ shown }: { shown: Shown | null }) {
  const Icon = shown?.verdict === 'error' ? ErrorOutline : CheckCircleOutline;
  return (
    <Typography
      role="status"
      aria-live="polite"
      component="div"
      sx={{
        minHeight: '1.75em',
        mt: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        fontWeight: 500,
        color: shown?.verdict === 'error' ? 'error.dark' : 'success.dark',
      }}
    >
      {/* A new element for each result: the same text twice is read out twice. */}
      {shown && (
        <span key={shown.seq} style={{ display: 'contents' }}>
          <Icon fontSize="small" aria-hidden />
          <span>{shown.text}</span>
        </span>
      )}
    </Typography>
  );
}

/**
 * The one scanning input of the warehouse screens. A keyboard-wedge scanner works anywhere on
 * the screen while this is mounted (useWedgeScan); the field takes a code typed by hand and
 * confirmed with Enter; the camera button reads codes with the phone's camera. Each code goes
 * to `onScan`, one at a time in the order scanned; its verdict beeps and vibrates, and its
 * text shows under the field. Import it only from the scanning screens (lazy chunks): the
 * sign-in page and the shell carry none of it, and the camera's decoder loads only when used.
 */
export function ScanInput({
  onScan,
  continuous = false,
  disabled = false,
  label,
  autoFocus,
  minLength,
  maxGapMs,
}: ScanInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });
  // Scans are handed over one after the other, each once the previous one's answer is in.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const seq = useRef(0);

  const handle = useCallback(
    (scanned: string) => {
      const code = scanned.trim();
      if (!code) return;
      queue.current = queue.current.then(async () => {
        let verdict: ScanVerdict;
        let message: string;
        try {
          const outcome = (await onScanRef.current(code)) ?? 'ok';
          verdict = typeof outcome === 'string' ? outcome : outcome.result;
          message =
            (typeof outcome === 'object' && outcome.message) ||
            translate(`app.scan.${verdict}`, { code });
        } catch {
          verdict = 'error';
          message = translate('app.scan.failed', { code });
        }
        playScanFeedback(verdict);
        setShown({ text: message, verdict, seq: ++seq.current });
      });
    },
    [translate],
  );

  useWedgeScan(handle, { enabled: !disabled, minLength, maxGapMs });

  const submitTyped = () => {
    handle(text);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // A scanner's Enter never gets here: useWedgeScan has taken it.
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submitTyped();
  };
  const onCameraCode = (code: string) => {
    if (!continuous) setCameraOpen(false);
    handle(code);
  };
  const status = <ScanStatus shown={shown} />;

  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={label ?? translate('app.scan.label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          autoFocus={autoFocus}
          autoComplete="off"
          fullWidth
          slotProps={{
            htmlInput: {
              enterKeyHint: 'enter',
              autoCapitalize: 'off',
              autoCorrect: 'off',
              spellCheck: false,
              maxLength: 200,
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={translate('app.scan.submit')}
                    disabled={disabled || !text.trim()}
                    onClick={submitTyped}
                  >
                    <KeyboardReturn />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant="contained"
          aria-label={translate('app.scan.camera')}
          disabled={disabled}
          onClick={() => {
            primeScanFeedback();
            setCameraOpen(true);
          }}
          sx={{ minWidth: 56, height: 56, flexShrink: 0 }}
        >
          <PhotoCameraOutlined />
        </Button>
      </Box>
      {/* Behind the open camera dialog, and hidden from screen readers then: the dialog shows it. */}
      {status}
      <CameraDialog
        open={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onCode={onCameraCode}
        continuous={continuous}
        status={status}
      />
    </Box>
  );
}

export default ScanInput;

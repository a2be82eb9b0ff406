import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useIsPhone } from '../useIsPhone';
import { startCamera, type CameraProblem } from './camera';

export interface CameraDialogProps {
  open: boolean;
  onClose: () => void;
  /** A code the camera read. */
  onCode: (code: string) => void;
  /** Stay open and go on reading after a code. */
  continuous: boolean;
  /**
   * The last scan's result, shown under the picture: while the dialog is open, screen readers
   * hear only what is inside it.
   */
  status: ReactNode;
}

type CameraState = 'starting' | 'scanning' | CameraProblem;

/** The camera's picture while it reads frames; mounted only while the dialog is open. */
function CameraView({ onCode, continuous }: Pick<CameraDialogProps, 'onCode' | 'continuous'>) {
  const translate = useTranslate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [attempt, setAttempt] = useState(0);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return startCamera(video, {
      continuous,
      onScanning: () => setState('scanning'),
      onCode: (code) => onCodeRef.current(code),
      onProblem: setState,
    });
  }, [attempt, continuous]);

  const problem = state !== 'starting' && state !== 'scanning' ? state : null;
  return (
    <>
      <Box
        sx={{
          position: 'relative',
          display: problem ? 'none' : 'block',
          bgcolor: 'common.black',
          borderRadius: 1,
          overflow: 'hidden',
          aspectRatio: '4 / 3',
          maxHeight: '60vh',
          mx: 'auto',
        }}
      >
        <Box
          component="video"
          ref={videoRef}
          muted
          playsInline
          aria-hidden
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {/* Where to hold the code: a frame over the middle of the picture. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: '25% 10%',
            border: '3px solid',
            borderColor: 'common.white',
            borderRadius: 1,
            boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.35)',
          }}
        />
        {state === 'starting' && (
          <CircularProgress
            aria-label={translate('app.scan.camera_starting')}
            sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2.5, ml: -2.5 }}
          />
        )}
      </Box>
      {problem ? (
        <Alert
          severity="error"
          action={
            problem !== 'camera_unsupported' && (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setState('starting');
                  setAttempt((n) => n + 1);
                }}
              >
                {translate('app.scan.retry')}
              </Button>
            )
          }
        >
          {translate(`app.scan.${problem}`)}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(state === 'starting' ? 'app.scan.camera_starting' : 'app.scan.camera_hint')}
        </Typography>
      )}
    </>
  );
}

/**
 * The camera's dialog (full screen on a phone): the rear camera's picture with a frame to aim
 * with, the last result, and a Thai message instead when the camera is refused or absent.
 */
export function CameraDialog({ open, onClose, onCode, continuous, status }: CameraDialogProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{translate('app.scan.camera')}</DialogTitle>
      <DialogContent>
        {/* Unmounted as soon as the dialog closes: the camera stops at once. */}
        {open && <CameraView onCode={onCode} continuous={continuous} />}
        {status}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.scan.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';

export interface ImageViewerProps {
  /** Address of the image; the viewer is open while it is set. */
  src: string | null;
  /** Shown as the dialog's title and the image's alternative text (e.g. the product name). */
  title: string;
  onClose: () => void;
}

/** A modal with a larger view of an image and a close button (product and product-set lists). */
export function ImageViewer({ src, title, onClose }: ImageViewerProps) {
  const translate = useTranslate();
  const close = translate('ra.action.close');
  // Keep the last image while the dialog fades out, so it does not collapse as it closes.
  const [shown, setShown] = useState({ src, title });
  if (src !== null && (src !== shown.src || title !== shown.title)) setShown({ src, title });
  return (
    <Dialog
      open={src !== null}
      onClose={onClose}
      maxWidth="md"
      aria-labelledby="image-viewer-title"
    >
      <DialogTitle id="image-viewer-title" sx={{ pr: 7 }}>
        {shown.title}
      </DialogTitle>
      <IconButton
        aria-label={close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        {shown.src && (
          <Box
            component="img"
            src={shown.src}
            alt={shown.title}
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: '70vh',
              objectFit: 'contain',
              borderRadius: 1,
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{close}</Button>
      </DialogActions>
    </Dialog>
  );
}

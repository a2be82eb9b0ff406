import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { UPLOAD_LIMIT } from '../../contract/limits';
import { byMode } from '../layout/theme';

/** The image types the server keeps (it judges the content; this is the first, friendlier check). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export interface ImageUploadProps {
  /** Accessible name of the file input and caption of the frame. */
  label: string;
  /** The newly chosen file, if any (kept by the caller so it survives a failed save). */
  file: File | null | undefined;
  /** Address of the image already stored, shown while no new file is chosen. */
  existingUrl?: string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  maxSize?: number;
  /**
   * Catalogue section holding this widget's texts: choose, replace, remove, empty, hint,
   * image_only, too_large, new_photo (e.g. 'app.products.form.image').
   */
  i18nPrefix: string;
}

/**
 * The one image upload of the portal: images only (jpg, png, gif, webp), at most 5 MB,
 * with a preview of the chosen file or the stored image, and replace or remove.
 */
export function ImageUpload({
  label,
  file,
  existingUrl,
  onChange,
  disabled,
  maxSize = UPLOAD_LIMIT,
  i18nPrefix,
}: ImageUploadProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${i18nPrefix}.${key}`);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  // The object URL lives until the preview has loaded (then the image no longer needs it).
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const shown = preview ?? existingUrl ?? null;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    if (!IMAGE_TYPES.has(chosen.type)) return setError(t('image_only'));
    if (chosen.size > maxSize) return setError(t('too_large'));
    setError(null);
    onChange(chosen);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Box
        sx={{
          width: 160,
          height: 160,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: byMode('#fafafa', 'rgba(255, 255, 255, 0.05)'),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={label}
            onLoad={() => preview && URL.revokeObjectURL(preview)}
            onError={() => preview && URL.revokeObjectURL(preview)}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Stack alignItems="center" spacing={0.5} color="text.secondary">
            <ImageOutlined fontSize="large" />
            <Typography variant="caption">{t('empty')}</Typography>
          </Stack>
        )}
      </Box>
      {preview && (
        <Typography variant="caption" color="primary">
          {t('new_photo')}
        </Typography>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        aria-label={label}
        hidden
        disabled={disabled}
        onChange={choose}
      />
      {!disabled && (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => inputRef.current?.click()}>
            {t(shown ? 'replace' : 'choose')}
          </Button>
          {file && (
            <Button
              size="small"
              color="error"
              onClick={() => {
                setError(null);
                onChange(null);
              }}
            >
              {t('remove')}
            </Button>
          )}
        </Stack>
      )}
      <FormHelperText error={!!error} sx={{ m: 0 }}>
        {error ?? (disabled ? '' : t('hint'))}
      </FormHelperText>
    </Stack>
  );
}

import { useInput } from 'react-admin';
import { ImageUpload } from './ImageUpload';

/**
 * A photo as a form value (react-admin's `useInput`): choosing or removing one is a change of
 * the form; the stored photo shows while none is chosen. `i18nPrefix` is the section of the
 * upload widget's texts.
 */
export function PhotoInput({
  source,
  label,
  existingUrl,
  disabled,
  i18nPrefix,
}: {
  source: string;
  label: string;
  existingUrl: string | null;
  disabled?: boolean;
  i18nPrefix: string;
}) {
  const { field } = useInput({ source });
  return (
    <ImageUpload
      label={label}
      file={field.value instanceof File ? field.value : null}
      existingUrl={existingUrl}
      onChange={(file) => field.onChange(file)}
      disabled={disabled}
      i18nPrefix={i18nPrefix}
    />
  );
}

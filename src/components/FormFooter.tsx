import { useFormState } from 'react-hook-form';
import { useRedirect, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FullScreenSpinner } from './FullScreenSpinner';

/**
 * The end of a record's form that saves itself (`<Form onSubmit>`): Back to the resource's
 * list, Save (disabled while saving) and the full-screen spinner while the save runs.
 */
export function FormFooter({
  resource,
  backLabel,
  saveLabel,
}: {
  resource: string;
  backLabel: string;
  saveLabel: string;
}) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { isSubmitting } = useFormState();
  return (
    <>
      <Stack direction="row" spacing={2} justifyContent="flex-end">
        <Button variant="outlined" onClick={() => redirect('list', resource)}>
          {backLabel}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {saveLabel}
        </Button>
      </Stack>
      <FullScreenSpinner open={isSubmitting} label={translate('app.shell.loading')} />
    </>
  );
}

import type { ReactNode } from 'react';
import { useRedirect, useSaveContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FullScreenSpinner } from './FullScreenSpinner';

/**
 * The end of a form inside react-admin's `<Create>` or `<Edit>`: Back to the resource's list,
 * then the save button (`save`, react-admin's `<SaveButton>`, when the user may save), and the
 * full-screen spinner while the save runs.
 */
export function SaveFooter({
  resource,
  backLabel,
  save,
}: {
  resource: string;
  /** Translated label of Back. */
  backLabel: string;
  save?: ReactNode;
}) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { saving } = useSaveContext();
  return (
    <>
      <Stack direction="row" spacing={2} justifyContent="flex-end">
        <Button variant="outlined" onClick={() => redirect('list', resource)}>
          {backLabel}
        </Button>
        {save}
      </Stack>
      <FullScreenSpinner open={!!saving} label={translate('app.shell.loading')} />
    </>
  );
}

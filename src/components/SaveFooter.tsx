import type { ReactNode } from 'react';
import { useRedirect, useSaveContext, useTranslate } from 'react-admin';
import { FormButtons } from './FormButtons';
import { FullScreenSpinner } from './FullScreenSpinner';

/**
 * The end of a record's form: Back to the resource's list, then Save (`saveLabel`, disabled
 * while `saving`) or the `save` node, and the full-screen spinner while the save runs.
 */
export function ListFooter({
  resource,
  backLabel,
  saving,
  saveLabel,
  save,
}: {
  resource: string;
  /** Translated label of Back. */
  backLabel: string;
  saving: boolean;
  saveLabel?: string;
  save?: ReactNode;
}) {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <>
      <FormButtons
        backLabel={backLabel}
        onBack={() => redirect('list', resource)}
        saveLabel={saveLabel}
        saveDisabled={saving}
        save={save}
      />
      <FullScreenSpinner open={saving} label={translate('app.shell.loading')} />
    </>
  );
}

/**
 * The end of a form inside react-admin's `<Create>` or `<Edit>`: Back to the resource's list,
 * then the save button (`save`, react-admin's `<SaveButton>`, when the user may save), and the
 * full-screen spinner while the save runs.
 */
export function SaveFooter(props: {
  resource: string;
  /** Translated label of Back. */
  backLabel: string;
  save?: ReactNode;
}) {
  const { saving } = useSaveContext();
  return <ListFooter {...props} saving={!!saving} />;
}

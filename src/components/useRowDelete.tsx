import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './ConfirmDeleteDialog';
import { RowDeleteButton } from './rowButtons';

/**
 * A list's delete of a row: the row's delete button (`<keys>.<verb>`, with `labelArgs`) and
 * the confirmation it opens (`<keys>.<verb>_title`, `<verb>_question`, then `<verb>d`).
 * `blocked`: why a row cannot go, when it cannot.
 */
export function useRowDelete<R extends RaRecord>({
  resource,
  keys,
  labelArgs,
  nameOf,
  verb = 'delete',
  blocked,
  successKey = `${keys}.${verb}d`,
}: {
  resource: string;
  keys: string;
  labelArgs: (row: R) => Record<string, string>;
  /** The row as the confirmation names it. */
  nameOf: (row: R) => string;
  verb?: 'delete' | 'remove';
  blocked?: (row: R) => string | undefined;
  successKey?: ConfirmDeleteDialogProps['successKey'];
}) {
  const translate = useTranslate();
  const [pending, setPending] = useState<R | null>(null);
  const button = (row: R) => (
    <RowDeleteButton
      label={translate(`${keys}.${verb}`, labelArgs(row))}
      blocked={blocked?.(row)}
      onClick={() => setPending(row)}
    />
  );
  const dialog = (
    <ConfirmDeleteDialog
      resource={resource}
      record={pending}
      title={translate(`${keys}.${verb}_title`)}
      question={translate(`${keys}.${verb}_question`)}
      name={pending ? nameOf(pending) : ''}
      successKey={successKey}
      onClose={() => setPending(null)}
    />
  );
  return { button, dialog };
}

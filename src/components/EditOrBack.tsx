import type { ReactNode } from 'react';
import { Edit, useNotify, useRedirect } from 'react-admin';

/**
 * react-admin's `<Edit>` of a record whose form saves itself (its `<Form onSubmit>`): no
 * actions, no redirect of its own, and a record that cannot be read (gone, or refused) says
 * `loadFailed` and goes back to the resource's list.
 */
export function EditOrBack({
  resource,
  title,
  loadFailed,
  children,
}: {
  resource: string;
  title: string;
  /** The i18n key of the message when the record cannot be read. */
  loadFailed: string;
  children: ReactNode;
}) {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource={resource}
      title={title}
      actions={false}
      redirect={false}
      queryOptions={{
        retry: false,
        onError: () => {
          notify(loadFailed, { type: 'warning' });
          redirect('list', resource);
        },
      }}
    >
      {children}
    </Edit>
  );
}

import type { ReactNode } from 'react';
import { Show, useShowContext, type RaRecord } from 'react-admin';
import { useDocumentTitle, useRecordTitle } from './documentTitle';
import { RecordLoading, type RecordLoadingProps } from './RecordLoading';

/**
 * A record screen's body once its record is read: `children(record)`; before, the spinner,
 * and when the read failed, the message and Back (see RecordLoading). The body is drawn
 * afresh for another record (keyed by its id).
 */
export function LoadedRecord<R extends { id: number | string }>({
  record,
  pending,
  error,
  children,
  ...loading
}: RecordLoadingProps & {
  record: R | undefined;
  children: (record: R) => ReactNode;
}) {
  useDocumentTitle(loading.title);
  if (pending || error || !record) {
    return <RecordLoading pending={pending} error={error} {...loading} />;
  }
  return <RecordKey key={record.id}>{children(record)}</RecordKey>;
}

function RecordKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

type ShownRecordProps<R> = Omit<RecordLoadingProps, 'pending' | 'error'> & {
  children: (record: R) => ReactNode;
};

/**
 * A record screen on react-admin's `<Show>` that draws its own cards (no actions): the
 * record read once, and a failed read stays on the screen with the server's message and
 * Back (no redirect); then `children(record)` as in LoadedRecord.
 */
export function ShownRecord<R extends RaRecord>({
  resource,
  ...body
}: ShownRecordProps<R> & { resource?: string }) {
  return (
    <Show
      resource={resource}
      title={body.title}
      actions={false}
      component="div"
      queryOptions={{ retry: false, onError: () => undefined }}
    >
      <ShownBody<R> {...body} />
    </Show>
  );
}

function ShownBody<R extends RaRecord>(props: ShownRecordProps<R>) {
  const { record, error, isPending } = useShowContext<R>();
  useRecordTitle();
  return <LoadedRecord<R> record={record} pending={isPending} error={error} {...props} />;
}

import type { ReactNode } from 'react';
import { RecordLoading } from './RecordLoading';

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
}: {
  record: R | undefined;
  title: string;
  pending: boolean;
  error: unknown;
  failedMessage: string;
  backTo: string;
  backLabel: string;
  children: (record: R) => ReactNode;
}) {
  if (pending || error || !record) {
    return <RecordLoading pending={pending} error={error} {...loading} />;
  }
  return <RecordKey key={record.id}>{children(record)}</RecordKey>;
}

function RecordKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

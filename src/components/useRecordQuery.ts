import { useNotify, useRedirect, type RaRecord } from 'react-admin';

/**
 * The `queryOptions` of a screen that opens one record (`<Edit>`, `<Show>`): the record as
 * its form holds it (`asForm`), read once (no retry); when it cannot be read, the message
 * `failedKey` and the screen's list.
 */
export function useRecordQuery(
  listResource: string,
  asForm: (record: RaRecord) => RaRecord,
  failedKey: string,
) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    retry: false,
    select: asForm,
    onError: () => {
      notify(failedKey, { type: 'warning' });
      redirect('list', listResource);
    },
  };
}

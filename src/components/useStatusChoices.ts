import { useQuery } from '@tanstack/react-query';
import { usePortalData, type PortalDataProvider } from '../providers/dataProvider';

/** A status the server offers for a record: its id and Thai name. */
export interface StatusChoice {
  id: number;
  enum_desc: string;
}

/**
 * The statuses the server lets the user move a record to now (an order, a booking), read
 * afresh each time the form opens; null while they load or when `enabled` is false. A failed
 * read is only logged and offers no status.
 */
export function useStatusChoices(
  kind: string,
  id: number | undefined,
  load: (data: PortalDataProvider, id: number) => Promise<StatusChoice[]>,
  enabled = true,
): StatusChoice[] | null {
  const dataProvider = usePortalData();
  const { data } = useQuery({
    queryKey: ['statusChoices', kind, id],
    queryFn: async () => {
      try {
        return await load(dataProvider, Number(id));
      } catch (e) {
        console.error('Error: Unable to fetch data', e);
        return [];
      }
    },
    enabled: enabled && !!id,
    gcTime: 0,
    retry: false,
  });
  return data ?? null;
}

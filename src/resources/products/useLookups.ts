import { useQuery } from '@tanstack/react-query';
import { api } from '../../providers/http';
import type { Option } from './ProductInputs';

type LookupKey = 'productTypes' | 'unitTypes' | 'vatOptions';

/** A lookup list as select options; a failed load is only logged (spec part 1 §8) and shows none. */
export function useLookup(key: LookupKey): Option[] {
  const { data } = useQuery({
    queryKey: ['lookup', key],
    queryFn: async () => {
      try {
        const reply = await api(key);
        return reply.data.map((r) => ({ id: r.id, name: r.enum_desc }));
      } catch (e) {
        console.error(`Error: Unable to fetch data (${key})`, e);
        throw e;
      }
    },
    staleTime: Infinity,
  });
  return data ?? [];
}

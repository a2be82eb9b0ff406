import { useQuery } from '@tanstack/react-query';
import { api } from '../../providers/http';
import type { Option } from '../../components/formInputs';

type LookupKey = 'titles' | 'companyTypes' | 'userTypes';

/** A lookup list as options; a failed load is only logged (spec part 1 §8) and shows none. */
export function useOptions(key: LookupKey): Option[] {
  const { data } = useQuery({
    queryKey: ['lookup', key],
    queryFn: async (): Promise<Option[]> => {
      try {
        if (key === 'titles') {
          const reply = await api('titles');
          return reply.data.map((r) => ({ id: r.id, name: r.title_name_th }));
        }
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

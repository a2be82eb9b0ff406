import { useGetList, useLocaleState } from 'react-admin';
import type { Option } from './formInputs';

/** The lookup resources of the data provider and the filter each takes. */
export type LookupResource =
  | 'titles'
  | 'companyTypes'
  | 'userTypes'
  | 'productTypes'
  | 'unitTypes'
  | 'vatOptions'
  | 'provinces'
  | 'districts'
  | 'subdistricts'
  | 'deliveryChannels'
  /** Staff who may be picker or packer. */
  | 'officers';

interface LookupRecord {
  id: number;
  enum_desc?: string;
  title_name_th?: string;
  name_th?: string;
  name_en?: string;
  post_code?: string;
  indiv_first_name?: string;
  indiv_last_name?: string;
}

export interface LookupOption extends Option {
  /** Sub-districts carry their postcode. */
  postcode?: string;
}

const WHOLE = { page: 1, perPage: 100_000 };

/**
 * The one way to read a lookup list (spec part 1 §8: a failed load is only logged and
 * shows no options): a read-only resource of the data provider, cached for the visit.
 * `enabled: false` (an address level whose parent is not chosen yet) answers no options.
 */
export function useLookup(
  resource: LookupResource,
  options: { filter?: Record<string, unknown>; enabled?: boolean } = {},
): { choices: LookupOption[]; isPending: boolean } {
  const [locale] = useLocaleState();
  const enabled = options.enabled ?? true;
  const { data, isPending } = useGetList<LookupRecord>(
    resource,
    { pagination: WHOLE, filter: options.filter ?? {} },
    {
      enabled,
      staleTime: Infinity,
      onError: (e) => console.error(`Error: Unable to fetch data (${resource})`, e),
    },
  );
  const choices = (enabled ? (data ?? []) : []).map((r) => ({
    id: r.id,
    name:
      r.enum_desc ??
      r.title_name_th ??
      (r.indiv_first_name !== undefined
        ? `${r.indiv_first_name} ${r.indiv_last_name ?? ''}`.trim()
        : undefined) ??
      (locale === 'en' && r.name_en ? r.name_en : (r.name_th ?? String(r.id))),
    postcode: r.post_code,
  }));
  return { choices, isPending: enabled && isPending };
}

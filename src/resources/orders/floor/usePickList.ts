import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PickListRecord } from '../../../../contract/schemas/floor';
import { usePortalData } from '../../../providers/dataProvider';

export type PickLine = PickListRecord['lines'][number];

/** A line is done once all of it is taken, or its short pick is recorded with the reason. */
export const isPicked = (l: PickLine) => l.picked >= l.quantity || l.short_reason !== null;

/** Whether a recorded code is the one scanned (scanners and people differ in case). */
export const sameCode = (a: string | null, b: string) =>
  a !== null && a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The pick list of `id`, and `record` to write what was taken for one of its lines: the
 * server's answer replaces the line in the list shown, nothing is read again.
 */
export function usePickList(id: number) {
  const dataProvider = usePortalData();
  const queryClient = useQueryClient();
  const queryKey = ['floor', 'pickList', id];
  const query = useQuery({
    queryKey,
    queryFn: () => dataProvider.getPickList({ id }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const record = async (line: PickLine, picked: number, shortReason?: string) => {
    const reply = await dataProvider.pickLine(line.id, picked, shortReason);
    queryClient.setQueryData<PickListRecord>(
      queryKey,
      (old) =>
        old && {
          ...old,
          lines: old.lines.map((l) =>
            l.id === reply.id
              ? { ...l, picked: reply.picked, short_reason: reply.short_reason }
              : l,
          ),
        },
    );
    return reply;
  };
  return { ...query, record };
}

/** A pick list's lines in walking order, gathered into runs of one bin. */
export function binGroups(lines: PickLine[]) {
  const groups: { key: string; floor: string | null; bin: string | null; lines: PickLine[] }[] = [];
  for (const line of lines) {
    const key = `${line.floor ?? ''}|${line.bin_code ?? ''}`;
    const last = groups.at(-1);
    if (last?.key === key) last.lines.push(line);
    else groups.push({ key, floor: line.floor, bin: line.bin_code, lines: [line] });
  }
  return groups;
}

/** What a scan on the pick list means, given the bin scanned last. */
export type PickScan =
  | { kind: 'bin'; bin: string; open: number }
  | { kind: 'pick'; line: PickLine }
  | { kind: 'done'; line: PickLine }
  | { kind: 'bin_first'; bin: string }
  | { kind: 'not_here'; bin: string; want: string }
  | { kind: 'unknown' };

/**
 * Reads a scanned code against the list: a bin's code selects the bin; an item's barcode (or
 * its product code, typed) picks the first open line of it in the bin selected, or of it with
 * no bin recorded. An item of a bin not scanned yet asks for its bin first.
 */
export function readPickScan(lines: PickLine[], code: string, bin: string | null): PickScan {
  const atBin = lines.filter((l) => sameCode(l.bin_code, code));
  if (atBin.length) {
    return {
      kind: 'bin',
      bin: atBin[0].bin_code ?? code,
      open: atBin.filter((l) => !isPicked(l)).length,
    };
  }
  const items = lines.filter((l) => sameCode(l.item_barcode, code) || sameCode(l.code, code));
  if (!items.length) return { kind: 'unknown' };
  const open = items.filter((l) => !isPicked(l));
  if (!open.length) return { kind: 'done', line: items[0] };
  const here =
    open.find((l) => bin !== null && sameCode(l.bin_code, bin)) ??
    open.find((l) => l.bin_code === null);
  if (here) return { kind: 'pick', line: here };
  if (bin === null) return { kind: 'bin_first', bin: open[0].bin_code ?? '' };
  return { kind: 'not_here', bin, want: open[0].bin_code ?? '' };
}

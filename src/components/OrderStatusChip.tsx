import { ORDER_TONE, type OrderStatus } from '../../contract/schemas/orders';
import { StatusChip } from './StatusChip';

/** An order's status as a chip: the Thai name from the server, the colour from the catalogue. */
export function OrderStatusChip({ isOrder, name }: { isOrder: number; name: string }) {
  return <StatusChip label={name} tone={ORDER_TONE[isOrder as OrderStatus] ?? 'default'} />;
}

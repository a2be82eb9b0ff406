import { z } from 'zod';
import { queryIds } from './common';

/**
 * Shipping labels and packing slips of customer orders (beyond the spec): `ids` names the
 * orders by record id, comma-separated, at most MAX_IDS; the PDF has one page per order, in
 * the order asked.
 */
export const orderLabelsQuery = z.strictObject({ ids: queryIds });

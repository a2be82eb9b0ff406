import type { RaRecord } from 'react-admin';
import { useRecordQuery } from '../../components/useRecordQuery';
import { orderAsForm } from './orderValues';

/**
 * The `queryOptions` of a screen that opens one order (the order edit, the confirm-order
 * edit, the shipping view): the order as the form holds it (`adjust` may change it further),
 * and, when it cannot be read, a message and the screen's list.
 */
export function useOrderQuery(listResource: string, adjust?: (form: RaRecord) => RaRecord) {
  return useRecordQuery(
    listResource,
    (record) => {
      const form = orderAsForm(record);
      return adjust ? adjust(form) : form;
    },
    'app.orders.form.load_failed',
  );
}

import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { orderAsForm } from './orderValues';

/**
 * The `queryOptions` of a screen that opens one order (the order edit, the confirm-order
 * edit, the shipping view): the order as the form holds it (`adjust` may change it further),
 * and, when it cannot be read, a message and the screen's list.
 */
export function useOrderQuery(listResource: string, adjust?: (form: RaRecord) => RaRecord) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    retry: false,
    select: (record: RaRecord) => {
      const form = orderAsForm(record);
      return adjust ? adjust(form) : form;
    },
    onError: () => {
      notify('app.orders.form.load_failed', { type: 'warning' });
      redirect('list', listResource);
    },
  };
}

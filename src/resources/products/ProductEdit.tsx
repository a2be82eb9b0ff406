import { Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useMayDo } from '../../providers/access';
import { ProductForm } from './ProductForm';
import { ReadOnlyContext } from '../../components/ProductInputs';
import { useProductSave } from './useProductSave';

const L = 'app.products.form';

/** Edit product (/products/:id); staff see it read-only as 'ดูข้อมูลสินค้า' (spec §6). */
export default function ProductEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const readOnly = !useMayDo('products', 'edit');
  const save = useProductSave('updated');
  const title = translate(`${L}.${readOnly ? 'title_view' : 'title_edit'}`);
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <Edit
        title={title}
        actions={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess: save.onSuccess }}
        redirect={false}
        queryOptions={{
          retry: false,
          onError: () => {
            notify(`${L}.load_failed`, { type: 'warning' });
            redirect('list', 'products');
          },
        }}
      >
        <ProductForm title={title} uploading={save.uploading} />
      </Edit>
    </ReadOnlyContext.Provider>
  );
}

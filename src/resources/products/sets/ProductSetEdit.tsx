import { Edit, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useMayDo } from '../../../providers/access';
import { ProductForm } from '../ProductForm';
import { ReadOnlyContext } from '../../../components/ProductInputs';
import { useProductSave } from '../useProductSave';
import { SetPackExtra } from './SetPackExtra';
import { setAsForm, setResolver } from './setValues';
import { useSetSave } from './useSetSave';

const L = 'app.productSets.form';

/**
 * Edit product set (/productSets/:id; spec part 1 §2 "Edit product set"): the same two steps;
 * staff see everything read-only, with no save, delete or picker buttons (spec §6).
 */
export default function ProductSetEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const readOnly = !useMayDo('productSets', 'edit');
  const save = useProductSave('updated', useSetSave());
  const title = translate(`${L}.${readOnly ? 'title_view' : 'title_edit'}`);
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <Edit
        resource="productSets"
        title={title}
        actions={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess: save.onSuccess }}
        redirect={false}
        queryOptions={{
          retry: false,
          // The form holds the set's products as {product_id, amount}.
          select: (record: RaRecord) => setAsForm(record),
          onError: () => {
            notify(`${L}.load_failed`, { type: 'warning' });
            redirect('list', 'productSets');
          },
        }}
      >
        <ProductForm
          title={title}
          resource="productSets"
          resolver={setResolver as never}
          packExtra={<SetPackExtra />}
          uploading={save.uploading}
        />
      </Edit>
    </ReadOnlyContext.Provider>
  );
}

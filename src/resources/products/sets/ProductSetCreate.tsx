import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Create, useTranslate } from 'react-admin';
import { mayDo } from '../../../providers/access';
import { useSession } from '../../../providers/session';
import { ProductForm } from '../ProductForm';
import { useProductSave } from '../useProductSave';
import { SetPackExtra } from './SetPackExtra';
import { emptySet, newSetId, setResolver } from './setValues';
import { useSetSave } from './useSetSave';

/** Add product set (/productSets/create), two steps, in the working shop; staff only read sets. */
export default function ProductSetCreate() {
  const translate = useTranslate();
  const session = useSession();
  const save = useProductSave('created', useSetSave());
  const [defaults] = useState(() => emptySet(session?.shopId ?? null, newSetId()));
  if (!mayDo('productSets', 'create', session)) return <Navigate to="/productSets" replace />;
  const title = translate('app.productSets.form.title_create');
  return (
    <Create
      resource="productSets"
      title={title}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: save.onSuccess }}
      redirect={false}
    >
      <ProductForm
        title={title}
        resource="productSets"
        resolver={setResolver as never}
        defaultValues={defaults as never}
        packExtra={<SetPackExtra />}
        uploading={save.uploading}
      />
    </Create>
  );
}

import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Create, useTranslate } from 'react-admin';
import { mayDo } from '../../providers/access';
import { useSession } from '../../providers/session';
import { ProductForm } from './ProductForm';
import { emptyProduct, newProductId } from './productValues';
import { useProductSave } from './useProductSave';

/** Add product (/products/create) in the working shop; staff only read products (spec §6). */
export default function ProductCreate() {
  const translate = useTranslate();
  const session = useSession();
  const save = useProductSave('created');
  const [defaults] = useState(() => emptyProduct(session?.shopId ?? null, newProductId()));
  if (!mayDo('products', 'create', session)) return <Navigate to="/products" replace />;
  const title = translate('app.products.form.title_create');
  return (
    <Create
      title={title}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: save.onSuccess }}
      redirect={false}
    >
      <ProductForm title={title} defaultValues={defaults} uploading={save.uploading} />
    </Create>
  );
}

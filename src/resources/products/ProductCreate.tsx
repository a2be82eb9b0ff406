import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../components/format';
import { api } from '../../providers/http';
import { useSession } from '../../providers/session';
import { ProductForm } from './ProductForm';
import { uploadPhotos } from './productApi';
import { failureOf } from '../../providers/apiErrors';
import { emptyProduct, newProductId, type ChosenPhotos, type ProductOutput } from './productValues';

/** Add product (/products/create): create, then upload the chosen photos, then the list. */
export default function ProductCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [defaults] = useState(() => emptyProduct(session?.shopId ?? null, newProductId()));
  const [today] = useState(() => formatDate(new Date()));

  // Staff only read products (spec part 1 §6).
  if (!session || session.isStaff) return <Navigate to="/products" replace />;

  const save = async (values: ProductOutput, photos: ChosenPhotos) => {
    const reply = await api('productCreate', { body: values });
    await queryClient.invalidateQueries({ queryKey: ['products'] });
    try {
      await uploadPhotos(reply.data.id, values.shop_id, photos);
    } catch (e) {
      // The product exists now: open it, so the photos can be chosen again there.
      notify('app.products.form.photo_failed', {
        type: 'warning',
        messageArgs: { message: failureOf(e).message ?? '' },
      });
      navigate(`/products/${reply.data.id}`);
      return;
    }
    notify('app.products.form.created', { type: 'success' });
    navigate('/products');
  };

  return (
    <>
      <Title title={translate('app.products.form.title_create')} />
      <ProductForm
        defaultValues={defaults}
        shops={session.shopList.map((s) => ({
          id: s.shop_id,
          name: `${s.shop_no} ${s.shop_name}`,
        }))}
        createdDate={today}
        onSave={save}
      />
    </>
  );
}

import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductRecord } from '../../../contract/schemas/products';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { formatDate } from '../../components/format';
import { api, apiUrl } from '../../providers/http';
import { useSession } from '../../providers/session';
import { ProductForm } from './ProductForm';
import type { Option } from './ProductInputs';
import { uploadPhotos } from './productApi';
import { failureOf } from '../../providers/apiErrors';
import {
  fromRecord,
  PACKS,
  type ChosenPhotos,
  type PhotoField,
  type ProductOutput,
} from './productValues';

const photoUrl = (key: string | null) => (key ? apiUrl('productPic', { key }) : null);

/** Edit product (/products/:id); staff see it read-only as 'ดูข้อมูลสินค้า'. */
export default function ProductEdit() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const readOnly = !!session?.isStaff;
  const productId = Number(id);
  const valid = Number.isInteger(productId) && productId > 0;
  const dataProvider = useDataProvider();
  // Its own query key: react-admin fills the getOne cache with the list's short rows,
  // which lack most of a product's fields.
  const {
    data: record,
    isPending,
    error,
  } = useQuery({
    queryKey: ['products', 'record', productId],
    queryFn: ({ signal }) =>
      dataProvider.getOne<ProductRecord>('products', { id: productId, signal }).then((r) => r.data),
    enabled: valid,
    retry: false,
    staleTime: 0,
  });

  useEffect(() => {
    if (error) notify('app.products.form.load_failed', { type: 'warning' });
  }, [error, notify]);

  if (!valid || error) return <Navigate to="/products" replace />;
  const title = translate(`app.products.form.${readOnly ? 'title_view' : 'title_edit'}`);
  if (isPending || !record) {
    return (
      <>
        <Title title={title} />
        <FullScreenSpinner open label={translate('app.shell.loading')} />
      </>
    );
  }

  const shops: Option[] = (session?.shopList ?? []).map((s) => ({
    id: s.shop_id,
    name: `${s.shop_no} ${s.shop_name}`,
  }));
  if (!shops.some((s) => s.id === record.shop_id)) {
    shops.push({ id: record.shop_id, name: record.shop_name });
  }
  const existing: Partial<Record<PhotoField, string | null>> = {};
  for (const pack of PACKS) existing[pack.photo] = photoUrl(record[pack.stored]);

  const save = async (values: ProductOutput, photos: ChosenPhotos) => {
    await api('productUpdate', { body: { ...values, id: record.id } });
    try {
      await uploadPhotos(record.id, values.shop_id, photos);
    } catch (e) {
      notify('app.products.form.photo_failed', {
        type: 'warning',
        messageArgs: { message: failureOf(e).message ?? '' },
      });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['products'] });
    notify('app.products.form.updated', { type: 'success' });
    navigate('/products');
  };

  return (
    <>
      <Title title={title} />
      <ProductForm
        key={record.id}
        defaultValues={fromRecord(record)}
        shops={shops}
        createdDate={formatDate(record.created_dt)}
        existingPhotos={existing}
        readOnly={readOnly}
        onSave={readOnly ? undefined : save}
      />
    </>
  );
}

import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Create, Edit, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import type { DefaultValues } from 'react-hook-form';
import { mayDo, useMayDo } from '../../providers/access';
import { useSession } from '../../providers/session';
import { RecordTitle, useDocumentTitle } from '../../components/documentTitle';
import { ReadOnlyContext } from '../../components/ProductInputs';
import { ProductForm, type ProductFormProps } from './ProductForm';
import type { ProductValues } from './productValues';
import { useProductSave } from './useProductSave';

/** What a catalogue (products, or sets built on them) changes in the shared screens. */
export interface CatalogueScreen {
  resource: 'products' | 'productSets';
  /** Catalogue section of the form's texts (titles, load_failed, saved messages). */
  keys: string;
  /** How its saves upload photos and what they say (a product's by default). */
  save?: Parameters<typeof useProductSave>[1];
  /** The form's validation and step 2's extra blocks, if not a product's. */
  form?: Pick<ProductFormProps, 'resolver' | 'packExtra'>;
}

/**
 * Add a product or set (/<resource>/create), two steps, in the working shop; staff only read
 * the catalogue (spec §6) and are sent to its list.
 */
export function CatalogueCreate({
  resource,
  keys,
  save: saveWith,
  form,
  empty,
}: CatalogueScreen & {
  /** A new record's values, given the working shop. */
  empty: (shopId: number | null) => DefaultValues<ProductValues>;
}) {
  const translate = useTranslate();
  const session = useSession();
  const save = useProductSave('created', saveWith);
  const [defaults] = useState(() => empty(session?.shopId ?? null));
  const title = translate(`${keys}.title_create`);
  useDocumentTitle(title);
  if (!mayDo(resource, 'create', session)) return <Navigate to={`/${resource}`} replace />;
  return (
    <Create
      resource={resource}
      title={title}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: save.onSuccess }}
      redirect={false}
    >
      <ProductForm
        title={title}
        resource={resource}
        defaultValues={defaults}
        uploading={save.uploading}
        {...form}
      />
    </Create>
  );
}

/**
 * Edit a product or set (/<resource>/:id); staff see it read-only, titled as a view, with no
 * save, delete or picker buttons (spec §6).
 */
export function CatalogueEdit({
  resource,
  keys,
  save: saveWith,
  form,
  select,
}: CatalogueScreen & {
  /** The record as the form holds it (the record as read by default). */
  select?: (record: RaRecord) => RaRecord;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const readOnly = !useMayDo(resource, 'edit');
  const save = useProductSave('updated', saveWith);
  const title = translate(`${keys}.${readOnly ? 'title_view' : 'title_edit'}`);
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <Edit
        resource={resource}
        title={title}
        actions={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess: save.onSuccess }}
        redirect={false}
        queryOptions={{
          retry: false,
          select,
          onError: () => {
            notify(`${keys}.load_failed`, { type: 'warning' });
            redirect('list', resource);
          },
        }}
      >
        <RecordTitle />
        <ProductForm title={title} resource={resource} uploading={save.uploading} {...form} />
      </Edit>
    </ReadOnlyContext.Provider>
  );
}

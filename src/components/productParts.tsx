import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import type { ProductListRow } from '../../contract/schemas/products';
import { OpenRecordButton, RowDeleteButton } from './rowButtons';
import { apiUrl } from '../providers/urls';

/** The parts of a product list row shared by the table and the phone's list. */

const T = 'app.products.list';
export const picUrl = (key: string) => apiUrl('productPic', { key });

/** What a row's buttons do: open the photo, ask to delete. */
export interface RowActions {
  onOpenImage: (row: ProductListRow) => void;
  onDelete: (row: ProductListRow) => void;
}

/** Row number across pages: (page − 1) × per page + position on the page. */
export function Rank({ id }: { id: ProductListRow['id'] }) {
  const { data, page, perPage } = useListContext<ProductListRow>();
  const index = data?.findIndex((r) => r.id === id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}

/** A product's photo (product and stock rows): opens the image viewer, or says there is none. */
export function Thumbnail<R extends Pick<ProductListRow, 'pic' | 'product_name_th'>>({
  row,
  onOpen,
}: {
  row: R;
  onOpen: (r: R) => void;
}) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const box = { width: 48, height: 48, borderRadius: 1, flexShrink: 0 };
  if (!row.pic || failed) {
    return (
      <Box
        role="img"
        aria-label={translate(`${T}.no_image`)}
        sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
      >
        <ImageNotSupportedOutlined fontSize="small" color="disabled" />
      </Box>
    );
  }
  return (
    <ButtonBase
      aria-label={translate(`${T}.open_image`, { name: row.product_name_th })}
      onClick={() => onOpen(row)}
      sx={{ ...box, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      <Box
        component="img"
        src={picUrl(row.pic)}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </ButtonBase>
  );
}

export function EditButton({ id, readOnly }: { id: ProductListRow['id']; readOnly: boolean }) {
  const translate = useTranslate();
  return (
    <OpenRecordButton
      resource="products"
      id={id}
      label={translate(`${T}.${readOnly ? 'view' : 'edit'}`)}
      readOnly={readOnly}
    />
  );
}

/** Delete is offered only for a product with no stock (has_inventory 'false'). */
export function DeleteButton({
  row,
  onDelete,
}: {
  row: ProductListRow;
  onDelete: (r: ProductListRow) => void;
}) {
  const translate = useTranslate();
  return (
    <RowDeleteButton
      label={translate(`${T}.delete`)}
      blocked={row.has_inventory === 'false' ? undefined : translate(`${T}.delete_blocked`)}
      onClick={() => onDelete(row)}
    />
  );
}

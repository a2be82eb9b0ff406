import { useState } from 'react';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import type { ProductListRow } from '../../contract/schemas/products';
import { FieldGrid, ShownValue } from './formInputs';
import { ImageViewer } from './ImageViewer';
import { OpenRecordButton, RowDeleteButton } from './rowButtons';
import { apiUrl } from '../providers/urls';

/** The parts of a product list row shared by the table and the phone's list. */

const T = 'app.products.list';
export const picUrl = (key: string) => apiUrl('productPic', { key });

/** What a row's buttons do: open the photo, ask to delete. */
export interface RowActions<R = ProductListRow> {
  onOpenImage: (row: R) => void;
  onDelete: (row: R) => void;
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

/** A row with a photo: a product, a set or a stock item. */
export type PhotoRow = Pick<ProductListRow, 'pic' | 'product_name_th'>;

/**
 * The image viewer of a screen showing photos of products: `open(row)` shows the row's photo
 * larger, `viewer` is the dialog to render once on the screen.
 */
export function usePhotoViewer<R extends Partial<PhotoRow>>() {
  const [viewing, setViewing] = useState<R | null>(null);
  const open: (row: R) => void = setViewing;
  const viewer = (
    <ImageViewer
      src={viewing?.pic ? picUrl(viewing.pic) : null}
      title={viewing?.product_name_th ?? ''}
      onClose={() => setViewing(null)}
    />
  );
  return { open, viewer };
}

/**
 * An item read-only (a picked product or set, a stock item, an ordered set): its photo (opens
 * the image viewer) beside its fields, given as [translated label, value].
 */
export function ItemDetails<R extends PhotoRow>({
  row,
  onOpenImage,
  fields,
}: {
  row: R;
  onOpenImage: (r: R) => void;
  fields: readonly (readonly [label: string, value: string])[];
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Box sx={{ '& > *': { width: 96, height: 96 } }}>
        <Thumbnail row={row} onOpen={onOpenImage} />
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <FieldGrid>
          {fields.map(([label, value]) => (
            <ShownValue key={label} label={label} value={value} />
          ))}
        </FieldGrid>
      </Box>
    </Box>
  );
}

/**
 * The icon opening a row's record of a list: 'edit', or 'view' where the user only reads it;
 * `keys` is the list's catalogue section holding both labels (filled with `labelArgs`).
 */
export function EditButton({
  resource,
  keys,
  id,
  readOnly,
  labelArgs,
}: {
  resource: string;
  keys: string;
  id: Identifier;
  readOnly: boolean;
  labelArgs?: Record<string, string>;
}) {
  const translate = useTranslate();
  return (
    <OpenRecordButton
      resource={resource}
      id={id}
      label={translate(`${keys}.${readOnly ? 'view' : 'edit'}`, labelArgs)}
      readOnly={readOnly}
    />
  );
}

/**
 * The delete icon of a product or set row: offered only for one with no stock (has_inventory
 * 'false'); `keys` holds its 'delete' and 'delete_blocked' texts.
 */
export function DeleteButton<R extends Pick<ProductListRow, 'has_inventory'>>({
  keys,
  row,
  onDelete,
}: {
  keys: string;
  row: R;
  onDelete: (r: R) => void;
}) {
  const translate = useTranslate();
  return (
    <RowDeleteButton
      label={translate(`${keys}.delete`)}
      blocked={row.has_inventory === 'false' ? undefined : translate(`${keys}.delete_blocked`)}
      onClick={() => onDelete(row)}
    />
  );
}

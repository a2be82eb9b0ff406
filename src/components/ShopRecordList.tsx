import { useState, type ReactNode } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ListHeading } from './listParts';
import { usePhotoViewer, type PhotoRow, type RowActions } from './productParts';
import { SelectableList } from './SelectableList';
import { ShopList, useFirstPageOnChange, useShopName } from './ShopList';
import { useIsPhone } from './useIsPhone';

type ListRow = RaRecord & Partial<PhotoRow>;

export interface ShopRecordListProps<R extends ListRow> {
  resource: string;
  /** Translated title of the screen (its menu entry). */
  title: string;
  /**
   * Catalogue section of the list's texts: total, shop_line, search_label, search_placeholder,
   * delete_title, delete_question, deleted.
   */
  keys: string;
  /** Translated text shown when no shop is chosen. */
  noShopText: string;
  /** Shown above the list (tabs, for instance). */
  top?: ReactNode;
  /** The heading's buttons (add, import), or nothing. */
  actions?: ReactNode;
  /**
   * The bulk action buttons of a list whose rows are selected across pages (each shop keeps
   * its own selection); the selection bar shows above the rows while they are given.
   */
  selection?: { buttons: ReactNode | false };
  /** The rows: a table, or a simple list on a phone; they open a photo and ask to delete. */
  rows: (actions: RowActions<R>, isPhone: boolean) => ReactNode;
  /** The record's name in the delete dialog. */
  deleteName: (row: R) => string;
}

/**
 * A list of the working shop's records (products, sets, stock, set orders): the heading with
 * the shop, the search and the buttons, the rows, the photo viewer and the delete dialog.
 */
export function ShopRecordList<R extends ListRow>(props: ShopRecordListProps<R>) {
  const { resource, title, keys, noShopText, top, selection } = props;
  return (
    <ShopList
      resource={resource}
      title={title}
      totalKey={`${keys}.total`}
      noShopText={noShopText}
      top={top}
      // Each shop keeps its own selection: items chosen in one shop are never checked in another.
      storeKey={selection && ((shopId) => `${resource}.shop${shopId}`)}
    >
      {(shopId) =>
        selection ? (
          <SelectionBody {...props} selection={selection} shopId={shopId} />
        ) : (
          <ListBody {...props} shopId={shopId} />
        )
      }
    </ShopList>
  );
}

type BodyProps<R extends ListRow> = ShopRecordListProps<R> & {
  shopId: number;
  toolbar?: ReactNode;
  onDeleted?: (row: RaRecord) => void;
};

/** A list with selection: a change of shop starts on page 1 with nothing selected. */
function SelectionBody<R extends ListRow>(
  props: BodyProps<R> & { selection: { buttons: ReactNode | false } },
) {
  const { onSelect, selectedIds } = useListContext();
  useFirstPageOnChange(props.shopId, true);
  const { buttons } = props.selection;
  return (
    <ListBody
      {...props}
      toolbar={buttons && <SelectableList>{buttons}</SelectableList>}
      onDeleted={(r) => onSelect(selectedIds.filter((id) => id !== r.id))}
    />
  );
}

function ListBody<R extends ListRow>({
  resource,
  title,
  keys,
  actions,
  rows,
  deleteName,
  shopId,
  toolbar,
  onDeleted,
}: BodyProps<R>) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const photo = usePhotoViewer<R>();
  const [deleting, setDeleting] = useState<R | null>(null);
  const shop = useShopName(shopId);
  return (
    <>
      <ListHeading
        title={title}
        subtitle={shop && translate(`${keys}.shop_line`, { shop })}
        keys={keys}
        actions={actions}
      />
      {toolbar}
      {rows({ onOpenImage: photo.open, onDelete: setDeleting }, isPhone)}
      {photo.viewer}
      <ConfirmDeleteDialog
        resource={resource}
        record={deleting}
        title={translate(`${keys}.delete_title`)}
        question={translate(`${keys}.delete_question`)}
        name={deleting ? deleteName(deleting) : ''}
        successKey={`${keys}.deleted`}
        onClose={() => setDeleting(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}

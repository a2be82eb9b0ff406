import type { ReactNode } from 'react';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import Add from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ProductListRow } from '../../../contract/schemas/products';
import { EmptyList, LinkButton } from '../../components/listParts';
import { PhotoPhoneList, PhotoTable } from '../../components/photoRows';
import { DeleteButton, EditButton, type PhotoRow } from '../../components/productParts';
import { ShopRecordList } from '../../components/ShopRecordList';
import { useMayDo } from '../../providers/access';

/** A row of the product or set list. */
export type CatalogueRow = RaRecord &
  PhotoRow &
  Pick<ProductListRow, 'id' | 'customer_product_id' | 'has_inventory'>;

export interface CatalogueListProps<R extends CatalogueRow> {
  resource: 'products' | 'productSets';
  /** Catalogue section of the list's texts. */
  keys: string;
  /** Catalogue key of the screen's title (its menu entry). */
  menu: string;
  icon: SvgIconComponent;
  top?: ReactNode;
  /** The table's columns between the photo and the buttons (`DataTable.Col`, with keys). */
  columns: ReactNode;
  /** The figure in bold on a phone's row, after the code (price, stock). */
  figure: (row: R) => string;
}

/**
 * The list of the working shop's products or sets (spec part 1 §2, §3 list row, §6): paged and
 * searched by the server, 10 rows a page; a table, or a simple list on a phone. Staff (type 3)
 * only read: no import or add buttons, 'view' instead of 'edit', no delete.
 */
export function CatalogueList<R extends CatalogueRow>({
  resource,
  keys: T,
  menu,
  icon,
  top,
  columns,
  figure,
}: CatalogueListProps<R>) {
  const translate = useTranslate();
  const Col = DataTable.Col<R>;
  // Staff see the shop's records but never change them: the server's rule (contract).
  const readOnly = !useMayDo(resource, 'edit');
  const canCreate = useMayDo(resource, 'create');
  const title = translate(menu);
  const empty = (
    <EmptyList
      keys={T}
      icon={icon}
      body={translate(`${T}.${readOnly ? 'empty_body_staff' : 'empty_body'}`)}
    />
  );
  const edit = (r: R) => <EditButton resource={resource} keys={T} id={r.id} readOnly={readOnly} />;
  return (
    <ShopRecordList<R>
      resource={resource}
      title={title}
      keys={T}
      noShopText={translate(`${T}.no_shop`)}
      top={top}
      actions={
        canCreate && (
          <>
            <LinkButton to={`/${resource}/import`} icon={<UploadFileOutlined />}>
              {translate(`${T}.import`)}
            </LinkButton>
            <LinkButton to={`/${resource}/create`} icon={<Add />} primary>
              {translate(`${T}.create`)}
            </LinkButton>
          </>
        )
      }
      deleteName={(r) => `${r.customer_product_id} ${r.product_name_th}`}
      rows={({ onOpenImage, onDelete }, isPhone) =>
        isPhone ? (
          <PhotoPhoneList<R>
            empty={empty}
            onOpenImage={onOpenImage}
            details={(r) => (
              <>
                <span>{r.customer_product_id}</span>
                <Typography component="span" variant="body2" color="text.primary" fontWeight={600}>
                  {figure(r)}
                </Typography>
              </>
            )}
            buttons={(r) => (
              <>
                {edit(r)}
                {!readOnly && <DeleteButton keys={T} row={r} onDelete={onDelete} />}
              </>
            )}
          />
        ) : (
          <PhotoTable<R> keys={T} empty={empty} onOpenImage={onOpenImage}>
            {columns}
            <Col label={`${T}.${readOnly ? 'view' : 'edit'}`} align="center" render={edit} />
            {!readOnly && (
              <Col
                label={`${T}.col_delete`}
                align="center"
                render={(r) => <DeleteButton keys={T} row={r} onDelete={onDelete} />}
              />
            )}
          </PhotoTable>
        )
      }
    />
  );
}

import type { ReactElement, ReactNode } from 'react';
import { DataTable, SimpleList, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import { listTableSx } from './listParts';
import { Rank, Thumbnail, type PhotoRow } from './productParts';

type Row = RaRecord & PhotoRow & { id: number };

/**
 * The table of a list of items with a photo (products, sets, stock): `lead` columns first (a
 * select checkbox), then the row number and the photo, then the list's own columns.
 */
export function PhotoTable<R extends Row>({
  keys,
  empty,
  onOpenImage,
  lead,
  children,
}: {
  /** Catalogue section of the headers col_rank and col_image. */
  keys: string;
  empty: ReactElement;
  onOpenImage: (row: R) => void;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const Col = DataTable.Col<R>;
  return (
    <DataTable<R> rowClick={false} bulkActionButtons={false} empty={empty} sx={listTableSx}>
      {lead}
      <Col label={`${keys}.col_rank`} render={(r) => <Rank id={r.id} />} />
      <Col label={`${keys}.col_image`} render={(r) => <Thumbnail row={r} onOpen={onOpenImage} />} />
      {children}
    </DataTable>
  );
}

/**
 * The phone's list of items with a photo (react-admin demo's pattern): photo (after `lead`, a
 * select checkbox), name and the `details` line, the row's buttons; names wrap between words
 * and nothing scrolls sideways.
 */
export function PhotoPhoneList<R extends Row>({
  empty,
  onOpenImage,
  lead,
  details,
  detailsGap = 1,
  buttons,
}: {
  empty: ReactElement;
  onOpenImage: (row: R) => void;
  lead?: (row: R) => ReactNode;
  details: (row: R) => ReactNode;
  detailsGap?: number;
  buttons: (row: R) => ReactNode;
}) {
  return (
    <SimpleList<R>
      rowClick={false}
      empty={empty}
      leftIcon={(r) =>
        lead ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {lead(r)}
            <Thumbnail row={r} onOpen={onOpenImage} />
          </Box>
        ) : (
          <Thumbnail row={r} onOpen={onOpenImage} />
        )
      }
      primaryText={(r) => r.product_name_th}
      secondaryText={(r) => (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: detailsGap }}>
          {details(r)}
        </Box>
      )}
      rightIcon={(r) => <Box sx={{ display: 'flex' }}>{buttons(r)}</Box>}
      sx={{
        '& .MuiListItemIcon-root': { minWidth: 0 },
        '& .MuiListItemIcon-root:first-of-type': { mr: 1.5 },
        '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider', gap: 0.5 },
      }}
    />
  );
}

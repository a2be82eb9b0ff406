import { useCallback, useMemo, type ReactNode } from 'react';
import { List, Title, useListContext, type ListProps } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '../../contract/limits';
import { useSession } from '../providers/session';
import { NEWEST_FIRST, SHORT_ROWS } from './listParts';
import { Pager } from './Pager';
import { SavedViewsScope, viewListName } from './SavedViews';
import { useOnChange } from './useOnChange';
import { useRowShortcuts } from './shortcuts/useShortcuts';

/**
 * The list in context starts again on its first page when `value` changes (another shop or
 * channel); with `unselect`, with nothing selected either.
 */
export function useFirstPageOnChange(value: unknown, unselect = false) {
  const { setPage, onUnselectItems } = useListContext();
  useOnChange(
    value,
    useCallback(() => {
      setPage(1);
      if (unselect) onUnselectItems();
    }, [setPage, onUnselectItems, unselect]),
  );
}

/** A change of working shop starts the new shop's list on its first page. */
export function FirstPageOnShopChange({ shopId }: { shopId: number | null }) {
  useFirstPageOnChange(shopId);
  return null;
}

/**
 * The working shop as a list's permanent filter (`shop_id`), none when staff chose every shop:
 * for the lists that show every shop's records then (reports, bookings). Being in the list's
 * query, each shop's pages are kept apart.
 */
export function useWorkingShopFilter() {
  const shopId = useSession()?.shopId ?? null;
  const filter = useMemo(() => (shopId === null ? {} : { shop_id: shopId }), [shopId]);
  return { shopId, filter };
}

/** The working shop as a list's subtitle shows it: 'SH0001 สยามสมาร์ทช็อป'. */
export function useShopName(shopId: number | null) {
  const shop = useSession()?.shopList.find((s) => s.shop_id === shopId);
  return shop ? `${shop.shop_no} ${shop.shop_name}` : undefined;
}

/**
 * A list of the working shop's records (the shell's shop selector is the staff's shop
 * dropdown): react-admin's `<List>` filtered by the shop, 10 a page, newest first, with the
 * project's pager, back on page 1 when the shop changes; without a working shop, a card that
 * says to choose one. `top` shows above the list's own content (tabs, for instance).
 */
export function ShopList({
  resource,
  title,
  totalKey,
  noShopText,
  storeKey,
  top,
  listProps,
  children,
}: {
  resource: string;
  /** Translated page title. */
  title: string;
  /** Catalogue key of the pager's total line. */
  totalKey: string;
  /** Translated text shown when no shop is chosen. */
  noShopText: string;
  /** Where the list keeps its state (a shop's own selection, for instance). */
  storeKey?: (shopId: number) => string;
  top?: ReactNode;
  /** More of react-admin's `<List>` props (its sort, default filters, query options). */
  listProps?: Pick<ListProps, 'sort' | 'filterDefaultValues' | 'queryOptions'>;
  children: (shopId: number) => ReactNode;
}) {
  const shopId = useSession()?.shopId ?? null;
  const filter = useMemo(() => ({ shop_id: shopId }), [shopId]);
  if (shopId === null) return <ChooseFirst title={title} text={noShopText} top={top} />;
  return (
    <PagedList
      resource={resource}
      title={title}
      totalKey={totalKey}
      filter={filter}
      storeKey={storeKey?.(shopId)}
      {...listProps}
    >
      {top}
      <FirstPageOnShopChange shopId={shopId} />
      {children(shopId)}
    </PagedList>
  );
}

/**
 * react-admin's `<List>` as every list of the portal shows it: 10 a page, newest first, the
 * project's pager (`totalKey`; none where the screen places its own), rows shorter than the
 * records (`SHORT_ROWS`), `filter` sent with each page, saved views in its heading unless it
 * keeps its parameters to itself (`storeKey={false}`). Other `<List>` props pass through.
 */
export function PagedList({
  totalKey,
  queryOptions = SHORT_ROWS,
  children,
  ...props
}: Omit<ListProps, 'children' | 'pagination'> & {
  /** Catalogue key of the pager's total line; without it the list shows no pager. */
  totalKey?: string;
  children: ReactNode;
}) {
  // A list kept in the URL and the store has saved views, named by its store key or resource.
  const { storeKey, resource, disableSyncWithLocation } = props;
  const views =
    storeKey === false || disableSyncWithLocation ? null : viewListName(storeKey ?? resource ?? '');
  // J, K, O, Enter and X move through, open and select the rows (components/shortcuts).
  const rows = useRowShortcuts<HTMLDivElement>();
  return (
    <List
      perPage={PAGE_SIZE}
      sort={NEWEST_FIRST}
      queryOptions={queryOptions}
      actions={false}
      empty={false}
      pagination={totalKey ? <Pager totalKey={totalKey} /> : false}
      sx={{ '& .RaList-main': { pb: 2 } }}
      {...props}
    >
      <SavedViewsScope list={views || null}>
        <div ref={rows}>{children}</div>
      </SavedViewsScope>
    </List>
  );
}

/** A list screen that needs a choice first (a shop, a channel): its title and what to choose. */
export function ChooseFirst({
  title,
  text,
  top,
}: {
  title: string;
  text: string;
  top?: ReactNode;
}) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      {top}
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography>{text}</Typography>
      </CardContent>
    </Card>
  );
}

import { useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { SPREAD_ROW } from './listParts';
import { usePageShortcuts } from './shortcuts/useShortcuts';

const numberFormat = new Intl.NumberFormat('th-TH');

interface PagerProps {
  /** Key of the total line, given `%{total}` (the formatted count), e.g. 'ทั้งหมด %{total} รายการ'. */
  totalKey: string;
}

/**
 * The portal's one pager (spec part 1 §2 "Product-set list", §9), a react-admin
 * `<List pagination>`: the total line, then MUI's pagination with first, previous, the
 * current page with one neighbour each side, next and last. MUI keeps its width steady by
 * showing more pages near the ends and ellipses; the spec shows only the neighbours.
 * An estimated total reads "about N"; its last page is where the estimate puts it.
 */
export function Pager({ totalKey }: PagerProps) {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending, meta } = useListContext();
  // A list of more than 1,000 rows has an estimated total (src/providers/dataProvider.ts).
  const estimated = (meta as { totalEstimated?: boolean } | undefined)?.totalEstimated === true;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / perPage));
  const current = Math.min(page, pageCount);
  // N and P turn the pages (components/shortcuts).
  const keys = usePageShortcuts<HTMLDivElement>(current, isPending ? 0 : pageCount, setPage);
  if (isPending || !total) return null;
  const label: PaginationProps['getItemAriaLabel'] = (type, p, selected) =>
    type === 'page'
      ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: p })
      : translate(`ra.navigation.${type}`);
  return (
    <Box ref={keys} sx={{ ...SPREAD_ROW, gap: 1, py: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(estimated ? 'app.pager.about' : totalKey, {
          total: numberFormat.format(total),
        })}
      </Typography>
      <Pagination
        count={pageCount}
        page={current}
        onChange={(_, p) => setPage(p)}
        showFirstButton
        showLastButton
        siblingCount={1}
        boundaryCount={0}
        color="primary"
        shape="rounded"
        getItemAriaLabel={label}
        aria-label={translate('app.pager.navigation')}
        renderItem={(item) =>
          item.type === 'start-ellipsis' ||
          item.type === 'end-ellipsis' ||
          (item.type === 'page' && Math.abs((item.page ?? 0) - current) > 1) ? null : (
            <PaginationItem {...item} />
          )
        }
        // A page left out leaves an empty list item: hidden from the eye and assistive technology.
        sx={{ '& li:empty': { display: 'none' } }}
      />
    </Box>
  );
}

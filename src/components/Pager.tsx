import { useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';

const numberFormat = new Intl.NumberFormat('th-TH');

/** Pages shown around the current one: the current page and one neighbour each side. */
export function pageWindow(page: number, pageCount: number): number[] {
  const pages: number[] = [];
  for (let p = Math.max(1, page - 1); p <= Math.min(pageCount, page + 1); p++) pages.push(p);
  return pages;
}

export interface PagerProps {
  /** Key of the total line, given `%{total}` (the formatted count), e.g. 'ทั้งหมด %{total} รายการ'. */
  totalKey: string;
}

/**
 * The portal's one pager (spec part 1 §2 "Product-set list", §9): the total count, then
 * first, previous, the current page with one neighbour each side, next and last. Works
 * from react-admin's list context, so it is a `<List pagination>` or a child of `<ListBase>`.
 */
export function Pager({ totalKey }: PagerProps) {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || !total) return null;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, pageCount);
  const atFirst = current <= 1;
  const atLast = current >= pageCount;
  const go = (p: number) => () => setPage(p);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1.5,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(totalKey, { total: numberFormat.format(total) })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          size="small"
          aria-label={translate('ra.navigation.first')}
          disabled={atFirst}
          onClick={go(1)}
        >
          <FirstPage fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={translate('ra.navigation.previous')}
          disabled={atFirst}
          onClick={go(current - 1)}
        >
          <NavigateBefore fontSize="small" />
        </IconButton>
        {pageWindow(current, pageCount).map((p) =>
          p === current ? (
            <Button
              key={p}
              size="small"
              variant="contained"
              disableElevation
              aria-current="page"
              aria-label={translate('ra.navigation.current_page', { page: p })}
              sx={{ minWidth: 36 }}
            >
              {p}
            </Button>
          ) : (
            <Button
              key={p}
              size="small"
              variant="text"
              aria-label={translate('ra.navigation.page', { page: p })}
              onClick={go(p)}
              sx={{ minWidth: 36 }}
            >
              {p}
            </Button>
          ),
        )}
        <IconButton
          size="small"
          aria-label={translate('ra.navigation.next')}
          disabled={atLast}
          onClick={go(current + 1)}
        >
          <NavigateNext fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={translate('ra.navigation.last')}
          disabled={atLast}
          onClick={go(pageCount)}
        >
          <LastPage fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

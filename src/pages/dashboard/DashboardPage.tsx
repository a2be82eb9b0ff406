import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { DatesProvider } from '../../components/dateInputs';
import { ownShop, useSession } from '../../providers/session';
import { SelectionFilters } from './DashboardFilters';
import { IncomeTable } from './IncomeTable';
import { ProductBars } from './ProductBars';
import { ProductSummary } from './ProductSummary';
import { TotalsSection, useTotalsFilters, type TotalsFilters } from './TotalsSection';

const T = 'app.dashboard';

/**
 * The sales dashboard (/dashboard; spec part 1 §2 "Dashboard", §4, §9): the top filters of the
 * totals (data display, sales channel, search), the totals with their line chart by hour, the
 * best-selling products, the product sales summary and the income table, of the working shop
 * chosen in the top bar (every shop's for staff who chose every shop); the page has no shop
 * filter of its own.
 */
export default function DashboardPage() {
  const translate = useTranslate();
  const session = useSession();
  const totals = useTotalsFilters();
  const shopId = ownShop(session);
  return (
    <DatesProvider>
      <Title title={translate(`${T}.title`)} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, my: 2, minWidth: 0 }}>
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box>
              <Typography variant="h5" component="h1">
                {translate(`${T}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.sales_note`)}
              </Typography>
            </Box>
            <Box
              component="form"
              role="search"
              aria-label={translate(`${T}.filters`)}
              onSubmit={(e) => {
                e.preventDefault();
                totals.search();
              }}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
            >
              <TopFilters filters={totals} />
            </Box>
          </CardContent>
        </Card>
        <TotalsSection shopId={shopId} filters={totals} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <ProductBars shopId={shopId} />
          <ProductSummary shopId={shopId} />
        </Box>
        <IncomeTable shopId={shopId} />
      </Box>
    </DatesProvider>
  );
}

/** The totals' data display and channel, applied by the search button (the form's submit). */
function TopFilters({ filters }: { filters: TotalsFilters }) {
  const translate = useTranslate();
  const { chosen, setChosen } = filters;
  return (
    <>
      <SelectionFilters value={chosen} onChange={setChosen} />
      <Button type="submit" variant="contained" startIcon={<SearchOutlined />}>
        {translate(`${T}.search`)}
      </Button>
    </>
  );
}

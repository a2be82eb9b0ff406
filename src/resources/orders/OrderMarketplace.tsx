import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { OrderRecord } from '../../../contract/schemas/orders';
import { FieldGrid, FormSection, ShownValue } from '../../components/formInputs';
import { PLATFORM_NAME } from './platforms';

const S = 'app.marketplace_sync';

/** The sync log's failed shipping confirmations, where such a failure is sent again. */
const FAILED_SHIPPING_LOG = `/marketplaceLog?filter=${encodeURIComponent(
  JSON.stringify({ kind: 'ship', status: 'failed' }),
)}`;

/**
 * Where an order from Lazada or Shopee stands there, on the order's screens: its status on the
 * platform, and whether the platform has been told of its shipping and tracking number; a
 * refusal shows the platform's reason with the way to the sync log. Nothing for the shop's own
 * orders.
 */
export function OrderMarketplace() {
  const translate = useTranslate();
  const market = useRecordContext()?.marketplace as OrderRecord['marketplace'] | undefined;
  if (!market) return null;
  const platform = PLATFORM_NAME[market.platform];
  return (
    <FormSection title={translate(`${S}.order.section`, { platform })}>
      <Stack spacing={2}>
        <FieldGrid>
          <ShownValue
            label={translate(`${S}.order.status`, { platform })}
            value={translate(`${S}.order_status.${market.status ?? 'unknown'}`)}
          />
          <ShownValue
            label={translate(`${S}.order.ship_sync`, { platform })}
            value={translate(`${S}.ship_sync.${market.ship_sync ?? 'none'}`)}
          />
        </FieldGrid>
        {market.ship_sync === 'failed' && (
          <Alert severity="error">
            <AlertTitle>{translate(`${S}.order.ship_failed`, { platform })}</AlertTitle>
            {market.error && <div>{market.error}</div>}
            <Link component={RouterLink} to={FAILED_SHIPPING_LOG} color="inherit">
              {translate(`${S}.order.open_log`)}
            </Link>
          </Alert>
        )}
      </Stack>
    </FormSection>
  );
}

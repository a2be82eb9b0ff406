import { useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import { CONFIRM_STAGE } from '../../../contract/schemas/fulfilment';
import { AuditTrail } from '../../components/AuditTrail';

/**
 * Below an order's form: the statuses it has passed (confirmed, picking, packed with the reason
 * of a pack without scanning, shipped, …), who moved it and when, newest first. A draft has
 * none yet, so its form stays alone.
 */
export function OrderHistory() {
  const record = useRecordContext();
  // A draft is the only order waiting to be confirmed (the confirm screen's form has no is_order).
  if (!record?.id || record.is_confirm_order === CONFIRM_STAGE.WAITING) return null;
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3, maxWidth: 1080 }}>
      <AuditTrail resource="orderAudit" filter={{ order_id: Number(record.id) }} />
    </Box>
  );
}

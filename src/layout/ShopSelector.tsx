import { useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { setShopId, useSession } from '../providers/session';

/** Staff (type 3) pick the working shop; shop users work on their stored shop. */
export function ShopSelector() {
  const session = useSession();
  const translate = useTranslate();
  if (!session?.isStaff || session.shopList.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('app.shell.select_shop')}
      value={session.shopId ?? ''}
      onChange={(e) => setShopId(Number(e.target.value))}
      sx={{
        minWidth: 220,
        mr: 1,
        '& .MuiInputBase-root': { bgcolor: 'background.paper' },
        '& .MuiInputLabel-root': { color: 'text.secondary' },
      }}
    >
      {session.shopList.map((s) => (
        <MenuItem key={s.shop_id} value={s.shop_id}>
          {s.shop_no} {s.shop_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { setShopId, useSession } from '../providers/session';

/**
 * The working shop, the one shop context of every shop-scoped screen. Staff choose every shop
 * (ทุกร้านค้า, the first choice) or one shop; shop users with several shops choose one of
 * theirs; a user with one shop sees its name. `place` is the top bar (on its blue background)
 * or the phone's drawer.
 */
/** The selector's value of every shop (staff's choice): no shop id is 0. */
const EVERY_SHOP = 0;

export function ShopSelector({ place }: { place: 'bar' | 'drawer' }) {
  const session = useSession();
  const translate = useTranslate();
  if (!session || session.shopList.length === 0) return null;
  const { shopList, shopId } = session;
  const inBar = place === 'bar';

  if (!session.isStaff && shopList.length === 1) {
    const [shop] = shopList;
    return (
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, px: inBar ? 1 : 2 }}
        data-testid="working-shop"
      >
        <StorefrontOutlined titleAccess={translate('app.shell.shop')} fontSize="small" />
        <Typography variant="body2" noWrap>
          {shop.shop_no} {shop.shop_name}
        </Typography>
      </Box>
    );
  }

  return (
    <TextField
      select
      size="small"
      label={translate('app.shell.select_shop')}
      value={shopId ?? EVERY_SHOP}
      onChange={(e) => setShopId(Number(e.target.value) || null)}
      fullWidth={!inBar}
      sx={
        inBar
          ? {
              width: { sm: 200, md: 260 },
              my: 0,
              mr: 1,
              '& .MuiInputBase-root, & .MuiInputBase-root:hover, & .MuiInputBase-root.Mui-focused':
                { bgcolor: 'background.paper' },
              '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': {
                color: 'text.secondary',
              },
            }
          : { mt: 0 }
      }
    >
      {session.isStaff && (
        <MenuItem value={EVERY_SHOP}>{translate('app.shop_filter.all')}</MenuItem>
      )}
      {shopList.map((s) => (
        <MenuItem key={s.shop_id} value={s.shop_id}>
          {s.shop_no} {s.shop_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

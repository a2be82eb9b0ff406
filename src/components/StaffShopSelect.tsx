import { useListContext, useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSession } from '../providers/session';

/**
 * The shop filter of staff (DESIGN.md "Shared building blocks": the shop selector for staff):
 * every shop (0, the default) or one of them. The dashboard holds its value; lists keep it in
 * their filter as `shop_id` (`ListShopFilter`).
 */
export function StaffShopSelect({
  value,
  onChange,
  width = 280,
}: {
  value: number;
  onChange: (shopId: number) => void;
  width?: number;
}) {
  const translate = useTranslate();
  const shops = useSession()?.shopList ?? [];
  return (
    <TextField
      select
      size="small"
      label={translate('app.shop_filter.label')}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ width: { xs: '100%', sm: width }, m: 0 }}
    >
      <MenuItem value={0}>{translate('app.shop_filter.all')}</MenuItem>
      {shops.map((s) => (
        <MenuItem key={s.shop_id} value={s.shop_id}>
          {s.shop_no} {s.shop_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The staff shop filter of a react-admin list: `shop_id` in the list's filter, none for every shop. */
export function ListShopFilter({ width }: { width?: number }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value = typeof filterValues.shop_id === 'number' ? filterValues.shop_id : 0;
  const change = (shopId: number) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (shopId) next.shop_id = shopId;
    else delete next.shop_id;
    setFilters(next, displayedFilters);
  };
  return <StaffShopSelect value={value} onChange={change} width={width} />;
}

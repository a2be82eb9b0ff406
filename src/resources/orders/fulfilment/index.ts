import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { resourceScreens } from '../../resourceScreens';

export const confirmOrder = resourceScreens(FactCheckOutlined, 'order_id', {
  list: () => import('./ConfirmOrderList'),
  edit: () => import('./ConfirmOrderEdit'),
});

export const shippingOrder = resourceScreens(LocalShippingOutlined, 'order_id', {
  list: () => import('./ShippingOrderList'),
  edit: () => import('./ShippingOrderView'),
});

import { lazy } from 'react';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';

// Each screen is its own chunk: the sign-in page loads none of them.
export const confirmOrder = {
  list: lazy(() => import('./ConfirmOrderList')),
  edit: lazy(() => import('./ConfirmOrderEdit')),
  icon: FactCheckOutlined,
  recordRepresentation: 'order_id',
};

export const shippingOrder = {
  list: lazy(() => import('./ShippingOrderList')),
  edit: lazy(() => import('./ShippingOrderView')),
  icon: LocalShippingOutlined,
  recordRepresentation: 'order_id',
};

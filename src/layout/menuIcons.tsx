import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import type { MenuKey } from '../../contract/enums';

export const MENU_ICONS: Record<MenuKey, ComponentType<SvgIconProps>> = {
  'product-list': Inventory2Outlined,
  'product-set-list': CategoryOutlined,
  'delivery-booking': EventAvailableOutlined,
  inventory: WarehouseOutlined,
  'order-list': ReceiptLongOutlined,
  'confirm-order': FactCheckOutlined,
  'shipping-order': LocalShippingOutlined,
  'user-information': PeopleAltOutlined,
  'licenset-list': AdminPanelSettingsOutlined,
  appointments: ScheduleOutlined,
  dashboard: DashboardOutlined,
  report: AssessmentOutlined,
};

import { lazy } from 'react';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';

// Each screen is its own chunk: the sign-in page loads none of them.
export default {
  list: lazy(() => import('./AppointmentList')),
  create: lazy(() => import('./AppointmentCreate')),
  edit: lazy(() => import('./AppointmentEdit')),
  icon: ScheduleOutlined,
  recordRepresentation: 'booking_name',
};

import { lazy } from 'react';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';

// Each screen is its own chunk: the sign-in page loads none of them (nor react-big-calendar).
export default {
  list: lazy(() => import('./BookingPage')),
  create: lazy(() => import('./BookingCreate')),
  edit: lazy(() => import('./BookingEdit')),
  icon: EventAvailableOutlined,
  recordRepresentation: 'booking_no',
};

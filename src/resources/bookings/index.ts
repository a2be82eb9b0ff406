import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { resourceScreens } from '../resourceScreens';

export default resourceScreens(EventAvailableOutlined, 'booking_no', {
  list: () => import('./BookingPage'),
  create: () => import('./BookingCreate'),
  edit: () => import('./BookingEdit'),
});

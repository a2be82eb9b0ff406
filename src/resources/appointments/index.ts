import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { resourceScreens } from '../resourceScreens';

export default resourceScreens(ScheduleOutlined, 'booking_name', {
  list: () => import('./AppointmentList'),
  create: () => import('./AppointmentCreate'),
  edit: () => import('./AppointmentEdit'),
});

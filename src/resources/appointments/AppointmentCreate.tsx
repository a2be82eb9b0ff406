import { appointmentScreens } from './AppointmentForm';

/**
 * Setup appointment (/appointments/create; the spec's /appointments/setup-appointment): a new
 * setting, open, from today.
 */
export default appointmentScreens.create;

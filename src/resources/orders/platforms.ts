export { PLATFORM_NAME, PLATFORMS, type Platform } from '../../../contract/enums';

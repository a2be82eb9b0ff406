/**
 * Addresses of GET endpoints that the browser opens itself (images, downloads, identity
 * documents): screens take them from here, never from the http client.
 */
export { apiUrl } from './http';

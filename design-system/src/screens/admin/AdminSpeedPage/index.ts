export { AdminSpeedPage, formatVital } from './AdminSpeedPage';

export { Notifications } from './Notifications';

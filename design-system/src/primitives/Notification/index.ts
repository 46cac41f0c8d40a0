export { Notification, Notifications, NOTICE_TIMEOUT_MS, type NotificationProps } from './Notification';

export {
  Notification,
  NotificationRegion,
  NOTICE_TIMEOUT_MS,
  type NotificationItem,
  type NotificationProps,
  type NotificationRegionProps,
} from './Notification';

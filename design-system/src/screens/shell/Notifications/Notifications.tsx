import { NotificationRegion } from '../../../primitives';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { noticeDismissed, selectNotices } from '../../../state/notificationsSlice';

/** The notification region fed from the store: shows what screens sent with `notify(text, tone)`. */
export function Notifications() {
  const notices = useAppSelector(selectNotices);
  const dispatch = useAppDispatch();
  return <NotificationRegion notices={notices} onDismiss={(id) => dispatch(noticeDismissed(id))} />;
}

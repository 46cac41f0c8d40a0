import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { noticeDismissed, selectNotices, type Notice } from '../../state/notificationsSlice';
import type { Tone } from '../../tokens';
import { DismissButton } from '../Button/DismissButton';
import { CloseIcon, ToneIcon } from '../Icon';

/** Non-error notices leave by themselves after this long; errors stay until dismissed. */
export const NOTICE_TIMEOUT_MS = 8000;

export interface NotificationProps {
  tone?: Tone;
  children: string;
  onDismiss?: () => void;
}

const enter = keyframes`from { opacity: 0; transform: translateY(-0.5rem); }`;

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: ${({ theme }) => theme.borderWidths.accent} solid ${({ theme, $tone }) => theme.colors[$tone].strong};
  background: ${({ theme, $tone }) => theme.colors[$tone].soft};
  color: ${({ theme, $tone }) => theme.colors[$tone].text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  animation: ${enter} ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.out};

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  padding-top: ${({ theme }) => theme.space.half};
`;

/**
 * One message for the shopper, in place of the original's `alert()`: errors and warnings are
 * announced assertively (`role="alert"`), the rest politely (`role="status"`).
 */
export function Notification({ tone = 'info', children, onDismiss }: NotificationProps) {
  return (
    <Box $tone={tone} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      <ToneIcon tone={tone} />
      <Text>{children}</Text>
      {onDismiss && (
        <DismissButton aria-label="Dismiss message" onClick={onDismiss}>
          <CloseIcon size="sm" />
        </DismissButton>
      )}
    </Box>
  );
}

const Region = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.notification};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  pointer-events: none;

  & > * {
    pointer-events: auto;
    width: min(100%, ${({ theme }) => theme.sizes.notification});
  }
`;

function TimedNotification({ notice }: { notice: Notice }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (notice.tone === 'danger') return undefined;
    const timer = window.setTimeout(() => dispatch(noticeDismissed(notice.id)), NOTICE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [notice.tone, notice.id, dispatch]);
  return (
    <Notification tone={notice.tone} onDismiss={() => dispatch(noticeDismissed(notice.id))}>
      {notice.text}
    </Notification>
  );
}

/** The notification region: shows what screens sent with `notify(text, tone)`. */
export function Notifications() {
  const notices = useAppSelector(selectNotices);
  if (notices.length === 0) return null;
  return (
    <Region aria-label="Notifications">
      {notices.map((notice) => (
        <TimedNotification key={notice.id} notice={notice} />
      ))}
    </Region>
  );
}

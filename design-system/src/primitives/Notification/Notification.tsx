import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { theme, BOTTOM_BAR_ROOM, durations, MODE_STRIP_HEIGHT, type Tone } from '../../tokens';
import { MODAL_EXEMPT_ATTRIBUTE } from '../Dialog/modalExempt';
import { useAutoDismiss } from '../useAutoDismiss';
import { DismissButton } from '../Button/DismissButton';
import { CloseIcon, ToneIcon } from '../Icon';

/** Non-error notices leave by themselves after this long (paused while hovered or focused); alerts stay. */
export const NOTICE_TIMEOUT_MS = durations.notice;

export interface NotificationProps {
  /** `success` and `info` are polite notices; `danger` and `warning` are alerts, announced at once. */
  tone?: Tone;
  /** The message: one sentence that says what happened and, for an error, what to do. */
  children: string;
  /** Shows a Dismiss button that calls it; the region passes it for every message. */
  onDismiss?: () => void;
  /**
   * Its own live role (`alert` or `status`) when shown alone; off inside `Notifications`, whose
   * live regions, mounted from the start, announce it.
   */
  live?: boolean;
}

const isAlert = (tone: Tone) => tone === 'danger' || tone === 'warning';

const enter = keyframes`from { opacity: 0; transform: translateY(-0.5rem); }`;

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${`${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${theme.radii.md};
  border-left: ${theme.borderWidths.accent} solid ${({ theme, $tone }) => theme.colors[$tone].strong};
  background: ${({ theme, $tone }) => theme.colors[$tone].soft};
  color: ${({ theme, $tone }) => theme.colors[$tone].text};
  box-shadow: ${theme.shadows.md};
  font-size: ${theme.fontSizes.sm};
  animation: ${enter} ${theme.durations.normal}ms ${theme.easings.out};

  ${theme.media.reducedMotion} {
    animation: none;
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  padding-top: ${theme.space.half};
`;

/**
 * One message for the shopper, in place of the original's `alert()`: errors and warnings are
 * announced assertively (`role="alert"`), the rest politely (`role="status"`).
 */
export function Notification({ tone = 'info', children, onDismiss, live = true }: NotificationProps) {
  return (
    <Box $tone={tone} role={live ? (isAlert(tone) ? 'alert' : 'status') : undefined}>
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

/**
 * From 768 px at the right, below the bar (and the mode strip), so no notice covers Sign In or the
 * cart button; on a phone at the bottom centre, clear of the bar's buttons and above any bar fixed
 * at the foot of the screen (which declares its room with `useBottomBarRoom`).
 */
const Region = styled.section`
  position: fixed;
  right: ${theme.space[3]};
  bottom: calc(${theme.space[4]} + ${BOTTOM_BAR_ROOM});
  left: ${theme.space[3]};
  z-index: ${theme.zIndices.notification};
  max-width: ${theme.sizes.notification};
  margin: 0 auto;
  pointer-events: none;

  ${theme.media.md} {
    top: calc(${MODE_STRIP_HEIGHT} + ${theme.space[20]} + ${theme.space[2]});
    right: ${theme.space[4]};
    bottom: auto;
    left: auto;
    width: ${theme.sizes.notification};
    margin: 0;
  }
`;

const Live = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  & + & {
    margin-top: ${theme.space[2]};
  }
  & > * {
    pointer-events: auto;
  }
`;

const noSubscription = () => () => undefined;
const isBrowser = () => typeof document !== 'undefined';
const isServer = () => false;

/** One message the region shows: the store's notices have this shape. */
export interface NotificationItem {
  id: string;
  text: string;
  tone: Tone;
}

function Notice({ notice, onDismiss }: { notice: NotificationItem; onDismiss: (id: string) => void }) {
  const dismiss = () => onDismiss(notice.id);
  const { handlers } = useAutoDismiss({
    duration: NOTICE_TIMEOUT_MS,
    onDismiss: dismiss,
    enabled: !isAlert(notice.tone),
  });
  return (
    <div {...handlers}>
      <Notification tone={notice.tone} onDismiss={dismiss} live={false}>
        {notice.text}
      </Notification>
    </div>
  );
}

export interface NotificationRegionProps {
  notices: readonly NotificationItem[];
  /** Called when a notice is dismissed, by its button or (notices only) after its time. */
  onDismiss: (id: string) => void;
}

/**
 * The notification region: shows the notices it is given. Its two live regions (polite for
 * notices, assertive for alerts) are in the page from the start, so the very first message is
 * announced; alerts stay until dismissed, notices leave after 10 s unless hovered or focused. It
 * stays outside the modal stack's `inert`, above any open modal. The shell's `Notifications` feeds
 * it from the store.
 */
export function NotificationRegion({ notices, onDismiss }: NotificationRegionProps) {
  // A portal has no server markup to hydrate: on a prerendered page the region joins the body just
  // after hydration (before any message can be sent); rendered in the browser, it is there at once.
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isServer);
  if (!inBrowser) return null;
  return createPortal(
    <Region aria-label="Notifications" {...{ [MODAL_EXEMPT_ATTRIBUTE]: '' }}>
      <Live role="alert" aria-live="assertive" aria-relevant="additions">
        {notices
          .filter((notice) => isAlert(notice.tone))
          .map((notice) => (
            <Notice key={notice.id} notice={notice} onDismiss={onDismiss} />
          ))}
      </Live>
      <Live role="status" aria-live="polite" aria-relevant="additions">
        {notices
          .filter((notice) => !isAlert(notice.tone))
          .map((notice) => (
            <Notice key={notice.id} notice={notice} onDismiss={onDismiss} />
          ))}
      </Live>
    </Region>,
    document.body,
  );
}

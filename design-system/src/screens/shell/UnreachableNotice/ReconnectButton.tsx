import { Button } from '../../../primitives/Button';
import { UNREACHABLE_MESSAGES, type Reconnect } from '../../../services/useReconnect';

/** Try again while the shop cannot reach its server, busy while it asks (the notice's and the sign-in card's). */
export function ReconnectButton({ state, retry }: Pick<Reconnect, 'state' | 'retry'>) {
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={state === 'trying'}
      loadingText={UNREACHABLE_MESSAGES.retrying}
      onClick={() => void retry()}
    >
      {UNREACHABLE_MESSAGES.retry}
    </Button>
  );
}

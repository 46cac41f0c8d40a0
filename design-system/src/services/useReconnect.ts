import { useState } from 'react';
import { useServices } from './ServicesContext';

/** What the shop says while it cannot reach its server (its notice and the sign-in card). */
export const UNREACHABLE_MESSAGES = {
  title: 'We can’t reach the shop’s server right now',
  body: 'You can keep browsing. Signing in, your orders and payments come back as soon as it answers.',
  signIn: 'Signing in needs the shop’s server, which is not answering right now.',
  stillDown: 'Still no answer. Please try again in a moment.',
  retry: 'Try again',
  retrying: 'Trying again...',
} as const;

export type ReconnectState = 'idle' | 'trying' | 'stillDown';

export interface Reconnect {
  /** Whether the shop runs without its server (the services offer `reconnect`). */
  unreachable: boolean;
  state: ReconnectState;
  retry: () => Promise<void>;
}

/**
 * The Try again of the screens shown while the shop cannot reach its server: asks the services'
 * `reconnect`; once the server answers the app switches to its mode, otherwise it says so.
 */
export function useReconnect(): Reconnect {
  const { reconnect } = useServices();
  const [state, setState] = useState<ReconnectState>('idle');
  const retry = async () => {
    if (!reconnect) return;
    setState('trying');
    const reached = await reconnect().catch(() => false);
    setState(reached ? 'idle' : 'stillDown');
  };
  return { unreachable: reconnect !== undefined, state, retry };
}

import { useCallback } from 'react';
import { errorMessage } from '../api/errors';
import { useSubscribeMutation } from '../api/subscriptions';
import { useNotify } from '../state/hooks';
import { SUBSCRIBE_MESSAGES } from './messages';

/**
 * The e-mail subscription of the hero and the footer (spec, sections 5 and 8): the server's
 * message as a notification on success, its message or 'Something went wrong. Please try again.'
 * on failure. `subscribe` answers whether it succeeded, so the form clears its field only then.
 */
export function useSubscribe() {
  const [send, { isLoading }] = useSubscribeMutation();
  const notify = useNotify();
  const subscribe = useCallback(
    async (email: string): Promise<boolean> => {
      const result = await send({ email });
      if (result.data?.success) {
        notify(result.data.message, 'success');
        return true;
      }
      notify(result.data?.message || errorMessage(result.error, SUBSCRIBE_MESSAGES.failed), 'danger');
      return false;
    },
    // Stryker disable next-line ArrayDeclaration: RTK's trigger and the store's dispatch never change
    [notify, send],
  );
  return { subscribe, busy: isLoading };
}

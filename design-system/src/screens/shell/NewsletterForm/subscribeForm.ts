import { SubscribeRequestSchema } from '@profit/contract';
import type { OnValid } from '../../../flows/ContractFormEngine';
import { useSubscribe } from '../../../flows/useSubscribe';

export { ContractFormEngine } from '../../../flows/ContractFormEngine';

/** The newsletter's part that loads on first use: its schema, and the request with its notifications. */
export const schema = SubscribeRequestSchema;

/** Subscribes a valid address (the server's answer a notification) and empties the field on success. */
export function useSubmit() {
  const { subscribe, busy } = useSubscribe();
  const onValid: OnValid<typeof schema> = async ({ email }, { reset }) => {
    if (await subscribe(email)) reset();
  };
  return { onValid, busy };
}

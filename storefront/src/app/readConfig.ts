import { ENDPOINTS, isClientConfig } from '@profit/contract';
import { isUnreachableStatus } from '@profit/design-system/api';
import type { ConfigAnswer } from '../config/storefrontConfig';

/**
 * `GET /api/config`: the mode and public keys the backend runs with; or that the server could not
 * be reached (no answer, a failure on its side or its proxy's: 5xx, 408, 429), which a retry may
 * cure; or why the answer is wrong (a 4xx, not a configuration), which only the operator can fix.
 */
export async function readConfig(apiBaseUrl = '/api'): Promise<ConfigAnswer> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${ENDPOINTS.config.path}`, { headers: { accept: 'application/json' } });
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message : 'no answer.' };
  }
  if (isUnreachableStatus(response.status)) return { unreachable: `the server answered ${response.status}.` };
  if (!response.ok) return { error: `the server answered ${response.status}.` };
  try {
    const answer: unknown = await response.json();
    if (isClientConfig(answer)) return { config: answer };
  } catch {
    // Not JSON: reported below like any other answer that is not a configuration.
  }
  return { error: 'the answer is not a configuration.' };
}

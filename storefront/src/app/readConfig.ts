import { API_PATHS, isClientConfig } from '@profit/contract';
import type { ConfigAnswer } from '../config/storefrontConfig';

/** `GET /api/config`: the mode and public keys the backend runs with, or why they could not be read. */
export async function readConfig(apiBaseUrl = '/api'): Promise<ConfigAnswer> {
  try {
    const response = await fetch(`${apiBaseUrl}${API_PATHS.config}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return { error: `the server answered ${response.status}.` };
    const answer: unknown = await response.json();
    return isClientConfig(answer) ? { config: answer } : { error: 'the answer is not a configuration.' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'the server could not be reached.' };
  }
}

import type { HealthResponse } from '@profit/contract';

export type OverallStatus = 'operational' | 'partial' | 'major' | 'unknown';

/** The spec's words for each state. */
export const STATUS_TITLES: Record<OverallStatus, string> = {
  operational: 'All Systems Operational',
  partial: 'Partial Outage',
  major: 'Major Outage',
  unknown: 'Unknown Status',
};

/**
 * What `GET /api/health` says about the shop. A healthy answer is operational. A 503 is the API
 * answering while its database does not: the storefront and catalogue work, everything that
 * stores data (sign-in, checkout, library, support) does not, so a partial outage. Any other HTTP
 * failure is the API itself failing: a major outage. No answer at all (network failure, or an
 * answer in an unexpected shape) tells us nothing certain: unknown.
 */
export function overallStatus(health: { data?: HealthResponse; error?: unknown }): OverallStatus {
  if (health.data) return 'operational';
  const status = (health.error as { status?: unknown } | undefined)?.status;
  if (status === 503) return 'partial';
  if (typeof status === 'number' && status >= 400) return 'major';
  return 'unknown';
}

export type ServiceState = 'operational' | 'outage' | 'unknown';

/** One service's state under the overall status: a partial outage takes down what needs the database. */
export function serviceState(overall: OverallStatus, needsDatabase: boolean): ServiceState {
  switch (overall) {
    case 'operational':
      return 'operational';
    case 'partial':
      return needsDatabase ? 'outage' : 'operational';
    case 'major':
      return 'outage';
    case 'unknown':
      return 'unknown';
  }
}

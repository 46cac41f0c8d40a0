import { describe, expect, it } from 'vitest';
import { overallStatus, serviceState, STATUS_TITLES } from './healthStatus';

describe('overallStatus', () => {
  it('maps the health answer to the spec’s four states', () => {
    const ok = { status: 'ok', database: 'up', paymentProvider: 'razorpay' } as const;
    expect(STATUS_TITLES[overallStatus({ data: ok })]).toBe('All Systems Operational');
    expect(STATUS_TITLES[overallStatus({ error: { status: 503, data: {} } })]).toBe('Partial Outage');
    expect(STATUS_TITLES[overallStatus({ error: { status: 500, data: {} } })]).toBe('Major Outage');
    expect(STATUS_TITLES[overallStatus({ error: { status: 502, data: {} } })]).toBe('Major Outage');
    expect(STATUS_TITLES[overallStatus({ error: { status: 'FETCH_ERROR', error: 'TypeError' } })]).toBe(
      'Unknown Status',
    );
    expect(STATUS_TITLES[overallStatus({})]).toBe('Unknown Status');
  });

  it('takes down only the services that need the database in a partial outage', () => {
    expect(serviceState('partial', false)).toBe('operational');
    expect(serviceState('partial', true)).toBe('outage');
    expect(serviceState('major', false)).toBe('outage');
    expect(serviceState('unknown', true)).toBe('unknown');
  });
});

import type { ComponentType, ReactNode } from 'react';
import type { StorefrontConfig } from '../config/storefrontConfig';
import { UnreachableServices } from './unreachableServices';

export type ServicesComponent = ComponentType<{ children: ReactNode }>;

const NoServices: ServicesComponent = ({ children }) => <>{children}</>;

/**
 * The services of the configured mode, each loaded with the mode (so demo and mock pages never
 * carry Google's provider, nor live pages the demo sign-in): live, Google's provider and Razorpay;
 * demo and mock, the demo sign-in and simulated checkout;
 * with the server unreachable, the notice whose Try again calls `reconnect`; none when the shop
 * cannot run as configured (the Configuration Error screen needs none).
 */
export async function servicesFor(
  config: StorefrontConfig,
  reconnect: () => Promise<boolean> = async () => false,
): Promise<ServicesComponent> {
  if (config.configurationError) return NoServices;
  if (config.serverUnreachable)
    return ({ children }) => <UnreachableServices reconnect={reconnect}>{children}</UnreachableServices>;
  if (config.mode === 'live') {
    if (!config.googleClientId) return NoServices;
    const { LiveServices } = await import('./liveServices');
    const clientId = config.googleClientId;
    const { testPayments } = config;
    return ({ children }) => (
      <LiveServices googleClientId={clientId} testPayments={testPayments}>
        {children}
      </LiveServices>
    );
  }
  const { DemoServices } = await import('./demoServices');
  const mode = config.mode;
  return ({ children }) => <DemoServices mode={mode}>{children}</DemoServices>;
}

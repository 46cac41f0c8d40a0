import type { ComponentType, ReactNode } from 'react';
import type { StorefrontConfig } from '../config/storefrontConfig';
import { DemoServices } from './demoServices';

export type ServicesComponent = ComponentType<{ children: ReactNode }>;

const NoServices: ServicesComponent = ({ children }) => <>{children}</>;

/**
 * The services of the configured mode: live, Google's provider and Razorpay (loaded on demand, so
 * demo and mock pages never carry them); demo and mock, the demo sign-in and simulated checkout;
 * none when the shop cannot run as configured (the Configuration Error screen needs none).
 */
export async function servicesFor(config: StorefrontConfig): Promise<ServicesComponent> {
  if (config.configurationError) return NoServices;
  if (config.mode === 'live') {
    if (!config.googleClientId) return NoServices;
    const { LiveServices } = await import('./liveServices');
    const clientId = config.googleClientId;
    return ({ children }) => <LiveServices googleClientId={clientId}>{children}</LiveServices>;
  }
  const mode = config.mode;
  return ({ children }) => <DemoServices mode={mode}>{children}</DemoServices>;
}

import type { ChildProcess } from 'node:child_process';

export interface ServiceOptions {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  keySecret?: string;
  webhookSecret?: string;
  extraEnv?: Record<string, string | undefined>;
}
export interface StartedService {
  child: ChildProcess;
  base: string;
  output(): string;
  startedInMs: number;
}
export declare const BACKEND_DIR: string;
export declare function freePort(): Promise<number>;
export declare function serviceEnv(options: ServiceOptions): NodeJS.ProcessEnv;
export declare function startService(options: ServiceOptions, limits?: { timeoutMs?: number }): Promise<StartedService>;
export declare function stop(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;

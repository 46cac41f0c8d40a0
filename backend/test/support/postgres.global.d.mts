export declare function findPostgresBin(): string | null;
export default function globalSetup(): Promise<void>;
export declare function stopPostgres(): void;
export interface Cluster {
  url: string;
  start(): void;
  stop(mode?: 'fast' | 'immediate' | 'smart'): void;
  remove(): void;
}
export declare function createCluster(bin: string, settings?: string[]): Promise<Cluster>;

export declare function findPostgresBin(): string | null;
export default function globalSetup(): Promise<void>;
export declare function stopPostgres(): void;

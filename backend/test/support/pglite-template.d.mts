export declare const MIGRATIONS: string;
export declare function templateFile(): string;
export declare function buildPgliteTemplate(): Promise<string>;

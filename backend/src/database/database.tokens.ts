import { Inject } from '@nestjs/common';

/** Injection token of the open `Database`. */
export const DATABASE = Symbol('DATABASE');

/** Injects the Drizzle database: `constructor(@InjectDatabase() private readonly database: Database)`. */
export const InjectDatabase = () => Inject(DATABASE);

import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opts a route out of the global session guard: every other route needs a signed-in user. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

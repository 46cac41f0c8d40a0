// Every `import … from 'zod'` of the browser builds resolves here (vite.config.ts): zod compiles
// fast validators with `new Function`, which the shop's Content-Security-Policy (`script-src
// 'self'`, no 'unsafe-eval') refuses with a console error. Set before any schema is built (the
// modules that build schemas import zod, so this module runs first), zod validates without it.
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
export { z as default } from 'zod';

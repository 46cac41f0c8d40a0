/** This process's random prefix of request ids: ids stay unique across restarts and replicas. */
const REQUEST_ID_PREFIX = crypto.randomUUID().slice(0, 8);
let requestCount = 0;

/** `3f2a9c1e-1b`: the process prefix and a counter (cheaper than a UUID per request). */
export const nextRequestId = (): string => `${REQUEST_ID_PREFIX}-${(++requestCount).toString(36)}`;

import { type HttpHandler } from 'msw';
import {
  ADMIN_ENDPOINTS,
  AdminVitalsSchema,
  ENDPOINTS,
  VITAL_NAMES,
  VITALS_RETENTION_DAYS,
  VITALS_TOP_PAGES,
  VITALS_WINDOW_DAYS,
  VitalsBeaconSchema,
  VitalsReceivedSchema,
  type AdminVitals,
  type VitalName,
  type VitalsBeacon,
  type VitalsRow,
} from '@profit/contract';
import { adminMerchantOf } from './admin';
import { onMockDbReset } from './db';
import { errorVariants, latency, rateLimitedVariant, readBody, respond, handle } from './http';

const DAY_MS = 86_400_000;

/** A beacon as the server keeps it: when it arrived. */
export interface StoredBeacon extends VitalsBeacon {
  receivedAt: number;
}

let beacons: StoredBeacon[] = [];
onMockDbReset(() => {
  beacons = [];
});

/** Stores beacons as if they had arrived at `receivedAt` (stories of the console's Speed page). */
export function seedVitals(stored: readonly StoredBeacon[]): void {
  beacons.push(...stored);
}

/** PostgreSQL's `percentile_cont`: the value at that fraction of the sorted values, interpolated. */
export function percentileCont(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** The percentiles as the server works them out (`backend/src/vitals/vitals.repository.ts`). */
export function mockVitals(now = Date.now(), stored: readonly StoredBeacon[] = beacons): AdminVitals {
  const periods = VITALS_WINDOW_DAYS.map((days) => {
    const groups = new Map<string, StoredBeacon[]>();
    for (const beacon of stored.filter((candidate) => candidate.receivedAt >= now - days * DAY_MS)) {
      const key = `${beacon.page}\u0000${beacon.device}`;
      groups.set(key, [...(groups.get(key) ?? []), beacon]);
    }
    const rows: VitalsRow[] = [...groups.values()].map((group) => {
      const p75 = (name: VitalName) =>
        percentileCont(
          group.flatMap((beacon) => beacon.vitals.filter((vital) => vital.name === name).map((vital) => vital.value)),
          0.75,
        );
      const rounded = (name: VitalName) => {
        const value = p75(name);
        if (value === null) return null;
        return name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
      };
      return {
        page: group[0]!.page,
        device: group[0]!.device,
        visits: group.length,
        p75: Object.fromEntries(VITAL_NAMES.map((name) => [name, rounded(name)])) as VitalsRow['p75'],
      };
    });
    rows.sort(
      (a, b) =>
        b.visits - a.visits ||
        (a.page < b.page ? -1 : a.page > b.page ? 1 : 0) ||
        (a.device < b.device ? -1 : a.device > b.device ? 1 : 0),
    );
    return { days, rows: rows.slice(0, VITALS_TOP_PAGES) };
  });
  return { periods };
}

const beaconRoutes = [ENDPOINTS.vitals] as const;
const consoleRoutes = [ADMIN_ENDPOINTS.adminVitals] as const;

/** `POST /vitals`: a visit's beacon kept (for 28 days) as the server keeps it. */
export const vitalsHandlers = {
  ok: [
    handle(ENDPOINTS.vitals, async ({ request }) => {
      const body = await readBody(request, VitalsBeaconSchema);
      if ('response' in body) return body.response;
      const now = Date.now();
      beacons = beacons.filter((beacon) => beacon.receivedAt >= now - VITALS_RETENTION_DAYS * DAY_MS);
      beacons.push({ ...body.data, receivedAt: now });
      return respond(VitalsReceivedSchema, { success: true }, { status: 202 });
    }),
  ] satisfies HttpHandler[],
  ...errorVariants(beaconRoutes),
  rateLimited: rateLimitedVariant(beaconRoutes),
};

/** `GET /admin/vitals` for merchants only, and its error paths. */
export const adminVitalsHandlers = {
  ok: [
    handle(ADMIN_ENDPOINTS.adminVitals, async ({ request }) => {
      await latency();
      const who = adminMerchantOf(request);
      if ('response' in who) return who.response;
      return respond(AdminVitalsSchema, mockVitals());
    }),
  ] satisfies HttpHandler[],
  ...errorVariants(consoleRoutes),
};

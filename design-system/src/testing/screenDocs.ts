import { ADMIN_ENDPOINTS, ENDPOINT_SUMMARIES, ENDPOINTS, type EndpointDescription } from '@profit/contract';
import { inFrame } from './componentDocs';

/** Every call of the API by the name the contract gives it (`products`, `adminOrders`…). */
const CALLS: Readonly<Record<string, EndpointDescription>> = { ...ENDPOINTS, ...ADMIN_ENDPOINTS };

export type CallName = keyof typeof ENDPOINTS | keyof typeof ADMIN_ENDPOINTS;

/** What a designer or QA needs from a screen's docs page, written the same way for every screen. */
export interface ScreenDocs {
  /** What the screen is for, in a sentence or two. */
  purpose: string;
  /** Where it appears: its route (`/cart`), or the pages and place it is part of. */
  where: string;
  /**
   * The API calls it makes itself or through the flows it uses, by the contract's names (in
   * `ENDPOINTS` and `ADMIN_ENDPOINTS`); empty for a screen of fixed content.
   */
  calls: readonly CallName[];
  /** Landmarks, headings, where focus goes on an error, what a live region announces. */
  accessibility: readonly string[];
  /**
   * For a screen fixed to the window or shown over the page (a panel, a docked notice): the docs
   * page shows each story in its own frame this tall (e.g. `'640px'`) instead of inline, where it
   * would cover the page or be clipped.
   */
  frame?: string;
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

const describeCall = (name: CallName) => {
  const { method, path, demoOnly } = CALLS[name]!;
  const summary = ENDPOINT_SUMMARIES[name];
  const what = `${summary.charAt(0).toLowerCase()}${summary.slice(1)}${demoOnly ? ' (demo mode only)' : ''}`;
  return `\`${name}\`: ${method} \`/api${path}\`, ${what}`;
};

/**
 * The `parameters` of a screen's story file that put its docs page's description together: what
 * it is for, where it appears, the calls it makes and accessibility notes (each story's own JSDoc
 * describes its state, one line per story).
 */
export function screenDocs({ purpose, where, calls, accessibility, frame }: ScreenDocs) {
  const component = [
    purpose,
    `**Where it appears:** ${where}`,
    '### Calls',
    calls.length > 0 ? list(calls.map(describeCall)) : 'None: it makes no call to the API.',
    '### States',
    'Each story below is one state of the screen, described under its name.',
    '### Accessibility',
    list(accessibility),
  ].join('\n\n');
  return { docs: { description: { component }, ...(frame ? inFrame(frame).docs : {}) } };
}

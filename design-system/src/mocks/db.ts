import type { z } from 'zod';
import {
  DEMO_SHOP_OWNER,
  documentNumber,
  financialYearOf,
  findProduct,
  INVOICE_PREFIX,
  type BugReportFieldsSchema,
  type ContactRequest,
  type GrievanceRequest,
  grievanceReference,
  type Order,
  type SubscriptionStatus,
} from '@profit/contract';

export interface MockUser {
  id: string;
  name: string;
  username: string;
  email: string;
  picture: string | null;
}

/** The person every signed-in story is; their session token is known to the mock store. */
export const STORY_USER: MockUser = {
  id: 'usr_asha',
  name: 'Asha Rao',
  username: 'asha',
  email: 'asha@example.in',
  picture: null,
};
export const STORY_TOKEN = 'mock-session-asha';

/** The shop's owner of the stories (the demo's `ADMIN_EMAILS`): the console's stories are signed in as them. */
export const STORY_MERCHANT: MockUser = {
  id: 'usr_owner',
  name: DEMO_SHOP_OWNER.name,
  username: 'owner',
  email: DEMO_SHOP_OWNER.email,
  picture: null,
};
export const STORY_MERCHANT_TOKEN = 'mock-session-owner';

/** Whether the mocks treat this person as a merchant: the demo's one, as the server's demo default does. */
export const isMockMerchant = (user: MockUser): boolean => user.email === DEMO_SHOP_OWNER.email;

/** The credential the stories' Google button hands over; the mock accepts it as Asha's. */
export const MOCK_GOOGLE_CREDENTIAL = 'mock-google-credential';

/** The token of the confirmation link the stories open (waiting@example.in's). */
export const MOCK_CONFIRMATION_TOKEN = 'story-confirmation-token-0123456789';

/** The token of the unsubscribe link the stories open (already@example.in's). */
export const MOCK_UNSUBSCRIBE_TOKEN = 'story-unsubscribe-token-0123456789';

/** Prefix of the ID tokens the demo identity provider issues. */
export const DEMO_CREDENTIAL_PREFIX = 'mock-id-token.';

interface State {
  users: Map<string, MockUser>;
  sessions: Map<string, string>;
  /** Addresses by their state, lower-cased. */
  subscribers: Map<string, SubscriptionStatus>;
  /** The links' tokens the stories open: confirmation and unsubscribe, each an address's. */
  subscriptionLinks: Map<string, { email: string; action: 'confirm' | 'unsubscribe' }>;
  orders: MockOrder[];
  contactMessages: Array<ContactRequest & { id: string }>;
  /** Grievances filed through /grievance, their reference numbered by position (`GRV-000001`). */
  grievances: GrievanceRequest[];
  bugReports: Array<MockBugReport>;
  /** Payments confirmed late: the order reads as paid from `at` (`performance.now()` ms) on. */
  settlements: Array<{ orderId: string; paymentId: string; at: number }>;
  counter: number;
  /** The last invoice number given (the seed order holds the first). */
  invoiceCounter: number;
}

/** An order as the mock store keeps it: its owner, and whether they hid it (a checkout never paid). */
export type MockOrder = Order & { userId: string; hidden?: boolean };

/** A stored bug report of the mocks, with its screenshots' names, types and sizes. */
export interface MockBugReport extends z.output<typeof BugReportFieldsSchema> {
  id: string;
  images: Array<{ name: string; type: string; size: number }>;
}

const STORY_PAID_AT = '2026-11-20T10:15:00.000Z';

function initialState(): State {
  const dashboard = findProduct('founder-metrics-dashboard');
  return {
    // Copies: a story that changes a user (the console's erasure) leaves the constants as they are.
    users: new Map([
      [STORY_USER.id, { ...STORY_USER }],
      [STORY_MERCHANT.id, { ...STORY_MERCHANT }],
    ]),
    sessions: new Map([
      [STORY_TOKEN, STORY_USER.id],
      [STORY_MERCHANT_TOKEN, STORY_MERCHANT.id],
    ]),
    subscribers: new Map([
      ['already@example.in', 'confirmed'],
      ['waiting@example.in', 'pending'],
    ]),
    subscriptionLinks: new Map([
      [MOCK_CONFIRMATION_TOKEN, { email: 'waiting@example.in', action: 'confirm' }],
      [MOCK_UNSUBSCRIBE_TOKEN, { email: 'already@example.in', action: 'unsubscribe' }],
    ]),
    orders: dashboard
      ? [
          {
            id: 'ord_seed_1',
            userId: STORY_USER.id,
            status: 'paid',
            amount: dashboard.price,
            currency: 'INR',
            providerOrderId: 'order_sim_seed_1',
            paymentId: 'pay_sim_seed_1',
            failure: null,
            amountRefunded: 0,
            createdAt: '2026-11-20T10:14:00.000Z',
            paidAt: STORY_PAID_AT,
            lines: [{ productId: dashboard.id, title: dashboard.title, price: dashboard.price }],
            extraPayments: [],
            refunds: [],
            billing: { name: STORY_USER.name, state: '27', pinCode: '411045', gstin: null },
            documents: {
              invoiceNumber: documentNumber(INVOICE_PREFIX, financialYearOf(new Date(STORY_PAID_AT)), 1),
              creditNotes: [],
            },
          },
        ]
      : [],
    contactMessages: [],
    grievances: [],
    bugReports: [],
    settlements: [],
    counter: 0,
    invoiceCounter: 1,
  };
}

/** Pays each order whose late confirmation is due, as the provider's webhook would have by then. */
function settleDue() {
  const now = performance.now();
  const due = state.settlements.filter((settlement) => settlement.at <= now);
  if (due.length === 0) return;
  state.settlements = state.settlements.filter((settlement) => settlement.at > now);
  for (const { orderId, paymentId } of due) {
    const order = state.orders.find((candidate) => candidate.id === orderId);
    if (!order || order.status === 'paid') continue;
    Object.assign(order, { status: 'paid', paymentId, failure: null, paidAt: new Date().toISOString() });
    // As the server: the invoice number is given in the statement that marks the order paid.
    order.documents = { ...order.documents, invoiceNumber: mockDb.nextInvoiceNumber() };
  }
}

let state = initialState();

/** State kept beside the store by other mocks (the merchant console's refunds), cleared with it. */
const resetListeners = new Set<() => void>();
export const onMockDbReset = (listener: () => void) => void resetListeners.add(listener);

/** The in-memory backend of the mocks: enough for a whole journey, reset before every story. */
export const mockDb = {
  reset() {
    state = initialState();
    for (const listener of resetListeners) listener();
  },
  /** The next tax invoice number, as the server gives one when an order is paid (its own series per financial year). */
  nextInvoiceNumber(): string {
    state.invoiceCounter += 1;
    return documentNumber(INVOICE_PREFIX, financialYearOf(new Date()), state.invoiceCounter);
  },
  nextId(prefix: string): string {
    state.counter += 1;
    return `${prefix}_${state.counter.toString().padStart(4, '0')}`;
  },
  userForToken(token: string): MockUser | null {
    const userId = state.sessions.get(token);
    return userId ? (state.users.get(userId) ?? null) : null;
  },
  upsertUser(name: string, email: string): MockUser {
    const existing = [...state.users.values()].find((user) => user.email === email);
    if (existing) return existing;
    const user: MockUser = {
      id: mockDb.nextId('usr'),
      name,
      username: email.split('@')[0] ?? name,
      email,
      picture: null,
    };
    state.users.set(user.id, user);
    return user;
  },
  openSession(user: MockUser): string {
    const token = mockDb.nextId(`mock-session-${user.username}`);
    state.sessions.set(token, user.id);
    return token;
  },
  closeSession(token: string) {
    state.sessions.delete(token);
  },
  /** Ends every session of a user (an erasure): their tokens are refused from then on. */
  closeSessionsOf(userId: string) {
    for (const [token, owner] of state.sessions) if (owner === userId) state.sessions.delete(token);
  },
  /** Every user who signed in (the console's customers). */
  allUsers(): MockUser[] {
    return [...state.users.values()];
  },
  /** A v4-shaped UUID from the counter: stable across runs, valid for the contract. */
  nextUuid(): string {
    state.counter += 1;
    return `00000000-0000-4000-8000-${state.counter.toString().padStart(12, '0')}`;
  },
  addContactMessage(message: ContactRequest): string {
    const id = mockDb.nextUuid();
    state.contactMessages.push({ ...message, id });
    return id;
  },
  contactMessages() {
    return [...state.contactMessages];
  },
  /** Stores a grievance and gives its reference, numbered as the backend's sequence numbers it. */
  addGrievance(grievance: GrievanceRequest): string {
    state.grievances.push(grievance);
    return grievanceReference(state.grievances.length);
  },
  addBugReport(report: Omit<MockBugReport, 'id'>): string {
    const id = mockDb.nextUuid();
    state.bugReports.push({ ...report, id });
    return id;
  },
  bugReports() {
    return [...state.bugReports];
  },
  /** Asks the address to confirm, as the server: a confirmed one stays so. */
  subscribe(email: string): void {
    const address = email.toLowerCase();
    if (state.subscribers.get(address) !== 'confirmed') state.subscribers.set(address, 'pending');
  },
  /** Deletes the address's subscription (an erasure). */
  forgetSubscription(email: string): boolean {
    return state.subscribers.delete(email.toLowerCase());
  },
  subscriptionOf(email: string): SubscriptionStatus | undefined {
    return state.subscribers.get(email.toLowerCase());
  },
  /** Every subscriber and their state, for the console's export. */
  subscribers(): [string, SubscriptionStatus][] {
    return [...state.subscribers];
  },
  /** Follows a confirmation or unsubscribe link: false for a token it never sent, or the wrong action. */
  followSubscriptionLink(token: string, action: 'confirm' | 'unsubscribe'): boolean {
    const link = state.subscriptionLinks.get(token);
    if (!link || link.action !== action) return false;
    const status = state.subscribers.get(link.email);
    if (action === 'confirm' && status === 'unsubscribed') return false;
    state.subscribers.set(link.email, action === 'confirm' ? 'confirmed' : 'unsubscribed');
    return true;
  },
  addOrder(order: MockOrder) {
    state.orders.push(order);
  },
  /** Every shopper's orders (the merchant console's list). */
  allOrders() {
    settleDue();
    return [...state.orders];
  },
  userById(userId: string): MockUser | null {
    return state.users.get(userId) ?? null;
  },
  ordersOf(userId: string) {
    settleDue();
    return state.orders.filter((order) => order.userId === userId);
  },
  orderByProviderId(userId: string, providerOrderId: string) {
    settleDue();
    return state.orders.find((order) => order.userId === userId && order.providerOrderId === providerOrderId);
  },
  /**
   * A payment the provider confirms `afterMs` from now (a late capture reaching the shop by its
   * webhook): from then on the order reads as paid by it.
   */
  settleLater(orderId: string, paymentId: string, afterMs: number) {
    state.settlements.push({ orderId, paymentId, at: performance.now() + afterMs });
  },
};

/** The order as the API shows it (without the owner). */
export function publicOrder({ userId: _userId, hidden: _hidden, ...order }: MockOrder): Order {
  return order;
}

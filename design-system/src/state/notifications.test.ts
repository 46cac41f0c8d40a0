import { describe, expect, it } from 'vitest';
import { MAX_NOTICES, noticeDismissed, notificationsReducer, notify } from './notificationsSlice';

describe('notifications slice', () => {
  it('adds a notice with the text and tone, info by default', () => {
    let state = notificationsReducer(undefined, notify('Your cart is empty', 'warning'));
    state = notificationsReducer(state, notify('Signing you in...'));
    expect(state.items.map(({ text, tone }) => ({ text, tone }))).toEqual([
      { text: 'Your cart is empty', tone: 'warning' },
      { text: 'Signing you in...', tone: 'info' },
    ]);
    expect(state.items[0]!.id).not.toBe(state.items[1]!.id);
  });

  it('dismisses one notice by id', () => {
    let state = notificationsReducer(undefined, notify('one'));
    state = notificationsReducer(state, notify('two'));
    state = notificationsReducer(state, noticeDismissed(state.items[0]!.id));
    expect(state.items.map((notice) => notice.text)).toEqual(['two']);
  });

  it(`keeps only the newest ${MAX_NOTICES}`, () => {
    let state = notificationsReducer(undefined, { type: 'init' });
    for (let i = 1; i <= MAX_NOTICES + 2; i += 1) state = notificationsReducer(state, notify(`notice ${i}`));
    expect(state.items.map((notice) => notice.text)).toEqual(['notice 3', 'notice 4', 'notice 5', 'notice 6']);
  });
});

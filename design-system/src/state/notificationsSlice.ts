import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Tone } from '../tokens';

/**
 * Messages for the shopper, the accessible replacement for the original's `alert()` calls:
 * the same text, announced by a live region instead of a blocking browser dialog.
 */
export interface Notice {
  id: string;
  text: string;
  tone: Tone;
}

export interface NotificationsState {
  items: Notice[];
}

/** Older notices are dropped beyond this many. */
export const MAX_NOTICES = 4;

const initialState: NotificationsState = { items: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notice>) {
        state.items.push(action.payload);
        // Stryker disable next-line ConditionalExpression,EqualityOperator: at or under the limit the splice removes nothing anyway
        if (state.items.length > MAX_NOTICES) state.items.splice(0, state.items.length - MAX_NOTICES);
      },
      prepare(text: string, tone: Tone = 'info') {
        return { payload: { id: nanoid(), text, tone } };
      },
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((notice) => notice.id !== action.payload);
    },
  },
  selectors: {
    selectNotices: (state) => state.items,
  },
});

export const { notify, noticeDismissed } = notificationsSlice.actions;
export const { selectNotices } = notificationsSlice.selectors;
export const notificationsReducer = notificationsSlice.reducer;

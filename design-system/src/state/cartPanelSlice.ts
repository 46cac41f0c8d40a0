import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface CartPanelState {
  open: boolean;
  /** Why the shop opened the panel itself ('Already in your cart'), said inside it; none when the shopper did. */
  notice: string | null;
}

const initialState: CartPanelState = { open: false, notice: null };

/**
 * Whether the cart panel is open. In the store, not in the layout, because more than the cart
 * button opens it: adding a kit that is already in the cart opens it to show where it is, with
 * the reason inside the panel (a notice beside it would cover the panel's controls).
 */
export const cartPanelSlice = createSlice({
  name: 'cartPanel',
  initialState,
  reducers: {
    cartPanelOpened: {
      reducer(state, action: PayloadAction<string | null>) {
        state.open = true;
        state.notice = action.payload;
      },
      prepare: (notice?: string) => ({ payload: notice ?? null }),
    },
    cartPanelClosed(state) {
      state.open = false;
      state.notice = null;
    },
  },
  selectors: {
    selectCartPanelOpen: (state) => state.open,
    selectCartPanelNotice: (state) => state.notice,
  },
});

export const { cartPanelOpened, cartPanelClosed } = cartPanelSlice.actions;
export const { selectCartPanelOpen, selectCartPanelNotice } = cartPanelSlice.selectors;
export const cartPanelReducer = cartPanelSlice.reducer;

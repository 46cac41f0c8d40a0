import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the cart panel is open. In the store, not in the layout, because more than the cart
 * button opens it: adding a kit that is already in the cart opens it to show where it is.
 */
export const cartPanelSlice = createSlice({
  name: 'cartPanel',
  initialState: { open: false },
  reducers: {
    cartPanelOpened(state) {
      state.open = true;
    },
    cartPanelClosed(state) {
      state.open = false;
    },
  },
  selectors: {
    selectCartPanelOpen: (state) => state.open,
  },
});

export const { cartPanelOpened, cartPanelClosed } = cartPanelSlice.actions;
export const { selectCartPanelOpen } = cartPanelSlice.selectors;
export const cartPanelReducer = cartPanelSlice.reducer;

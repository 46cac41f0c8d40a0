import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cartTotalPaise, type Product } from '@profit/contract';

/** One line of the cart: one unit of a product. The same product may appear on several lines. */
export interface CartLine {
  cartId: string;
  productId: string;
  title: string;
  description: string;
  image: string;
  category: string;
  /** Integer paise. */
  pricePaise: number;
}

export interface CartState {
  items: CartLine[];
}

let counter = 0;

/** A fresh unique line id: a random UUID where available, else a timestamp and a counter. */
export function newCartId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}`;
}

export function lineFromProduct(product: Product, cartId: string = newCartId()): CartLine {
  return {
    cartId,
    productId: product.id,
    title: product.title,
    description: product.description,
    image: product.image,
    category: product.category,
    pricePaise: product.price,
  };
}

const initialState: CartState = { items: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Appends a new line with a fresh `cartId`, even when the product is already in the cart. */
    productAdded: {
      reducer(state, action: PayloadAction<CartLine>) {
        state.items.push(action.payload);
      },
      prepare(product: Product) {
        return { payload: lineFromProduct(product) };
      },
    },
    lineRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((line) => line.cartId !== action.payload);
    },
    cartCleared(state) {
      state.items = [];
    },
    cartRestored(state, action: PayloadAction<CartLine[]>) {
      state.items = action.payload;
    },
    /** The server's current prices (paise by product id) replace the prices the lines were added at. */
    linePricesUpdated(state, action: PayloadAction<Record<string, number>>) {
      for (const line of state.items) {
        const price = action.payload[line.productId];
        if (price !== undefined) line.pricePaise = price;
      }
    },
  },
  selectors: {
    selectCartLines: (state) => state.items,
    selectCartCount: (state) => state.items.length,
    /** Every line counts, a product on two lines twice: the server refuses such a cart, so the shopper must see it. */
    selectCartTotalPaise: (state) => cartTotalPaise(state.items),
  },
});

export const { productAdded, lineRemoved, cartCleared, cartRestored, linePricesUpdated } = cartSlice.actions;
export const { selectCartLines, selectCartCount, selectCartTotalPaise } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;

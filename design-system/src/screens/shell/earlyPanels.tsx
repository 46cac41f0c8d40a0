import type { ReactElement } from 'react';
import { CartPanel } from './CartPanel/CartPanel';
import { MenuDrawer } from './NavigationBar/MenuDrawer';

/**
 * The panels a prerendered page opens itself when pressed before the app has started: each named
 * by the `data-opens` of the control that opens it (the bar's Menu, the cart button).
 */
export const EARLY_PANELS = ['menu', 'cart'] as const;
export type EarlyPanel = (typeof EARLY_PANELS)[number];

const nothing = () => undefined;

/**
 * Each of them open, as the app renders it for a shopper who is not signed in (every prerendered
 * visit): the menu, and the cart panel with its cart empty (signed out, nothing can be added). The
 * build renders them to the markup the page shows until the app opens its own (storefront
 * `boot/earlyPanels.ts`); the app itself loads each only when it first opens.
 */
export const earlyPanels: Record<EarlyPanel, ReactElement> = {
  menu: <MenuDrawer open onClose={nothing} onSignOut={nothing} />,
  cart: <CartPanel open onClose={nothing} />,
};

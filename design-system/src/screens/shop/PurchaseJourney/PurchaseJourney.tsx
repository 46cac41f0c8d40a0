import { Route, Routes } from 'react-router-dom';
import { ProfilePage } from '../../account/ProfilePage';
import { RequireAuth } from '../../account/RequireAuth';
import { CartPage } from '../CartPage';
import { ProductsPage } from '../ProductsPage';

/** The shop's buying routes together (products, cart, profile), as the storefront wires them. */
export function PurchaseJourney() {
  return (
    <Routes>
      <Route path="/products" element={<ProductsPage />} />
      <Route
        path="/cart"
        element={
          <RequireAuth>
            <CartPage />
          </RequireAuth>
        }
      />
      <Route
        path="/profile"
        element={
          <RequireAuth>
            <ProfilePage />
          </RequireAuth>
        }
      />
    </Routes>
  );
}

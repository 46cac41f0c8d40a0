import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { useProfileQuery } from '../../../api/auth';
import { Spinner } from '../../../primitives';
import { RequireAuth } from '../../account/RequireAuth/RequireAuth';
import { NotFoundPage } from '../../system/NotFoundPage/NotFoundPage';
import { AdminAuditLogPage } from '../AdminAuditLogPage/AdminAuditLogPage';
import { AdminCustomerPage } from '../AdminCustomerPage/AdminCustomerPage';
import { AdminCustomersPage } from '../AdminCustomersPage/AdminCustomersPage';
import { AdminSupportPage } from '../AdminSupportPage/AdminSupportPage';
import { AdminOrderPage } from '../AdminOrderPage/AdminOrderPage';
import { AdminOrdersPage } from '../AdminOrdersPage/AdminOrdersPage';
import { AdminOverviewPage } from '../AdminOverviewPage/AdminOverviewPage';
import { AdminExportsPage } from '../AdminExportsPage/AdminExportsPage';
import { AdminSubscribersPage } from '../AdminSubscribersPage/AdminSubscribersPage';
import { AdminOutboxPage } from '../AdminOutboxPage/AdminOutboxPage';
import { AdminSpeedPage } from '../AdminSpeedPage/AdminSpeedPage';

const Checking = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

/**
 * Shows its pages to merchants only: a guest signs in first; anyone else gets the not-found page,
 * and no console call is made before the server's profile says "merchant" (the server refuses
 * them anyway).
 */
export function MerchantsOnly({ children }: { children: React.ReactNode }) {
  const { data, isLoading, isError } = useProfileQuery();
  if (isLoading)
    return (
      <Checking>
        <Spinner label="Opening the console…" size="lg" />
      </Checking>
    );
  if (isError || !data?.merchant) return <NotFoundPage />;
  return <>{children}</>;
}

/** `/admin/*`: the merchant console, its own chunk; its pages by address. */
export function AdminConsole() {
  return (
    <RequireAuth>
      <MerchantsOnly>
        <Routes>
          <Route index element={<AdminOverviewPage />} />
          <Route path="orders" element={<AdminOrdersPage />} />
          <Route path="orders/:id" element={<AdminOrderPage />} />
          <Route path="audit-log" element={<AdminAuditLogPage />} />
          <Route path="customers" element={<AdminCustomersPage />} />
          <Route path="customers/:id" element={<AdminCustomerPage />} />
          <Route path="support" element={<AdminSupportPage />} />
          <Route path="exports" element={<AdminExportsPage />} />
          <Route path="subscribers" element={<AdminSubscribersPage />} />
          <Route path="outbox" element={<AdminOutboxPage />} />
          <Route path="speed" element={<AdminSpeedPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MerchantsOnly>
    </RequireAuth>
  );
}

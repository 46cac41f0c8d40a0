import styled from 'styled-components';
import { COOKIES } from '../../../content/legal';
import { Heading } from '../../../primitives';
import { LegalDocumentView } from '../shared';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & th,
  & td {
    padding: ${({ theme }) => theme.space[3]};
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** `/cookies`: the cookie policy and its table of durations (session, 30 days, 2 years, 1 year). */
export function CookiesPage() {
  return (
    <LegalDocumentView document={COOKIES} path="/cookies">
      <section aria-labelledby="cookie-table-heading">
        <Heading level={2} size="h4" id="cookie-table-heading">
          Every cookie and how long it lasts
        </Heading>
        <Scroll tabIndex={0} role="region" aria-label="Cookie durations (scrolls sideways)">
          <Table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Purpose</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.table.map((row) => (
                <tr key={row.kind}>
                  <th scope="row">{row.name}</th>
                  <td>{row.kind}</td>
                  <td>{row.purpose}</td>
                  <td>{row.duration}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </section>
    </LegalDocumentView>
  );
}

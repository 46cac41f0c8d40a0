import styled from 'styled-components';

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.control.sm};
  height: ${({ theme }) => theme.sizes.control.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * The shop's mark: a 'P' on the brand green, drawn once for the navigation bar and the footer. It is
 * decorative: the store's name beside it is what assistive technology reads.
 */
export function BrandMark() {
  return <Mark aria-hidden="true">P</Mark>;
}

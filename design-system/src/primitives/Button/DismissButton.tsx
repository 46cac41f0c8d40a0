import styled from 'styled-components';
import { theme } from '../../tokens';

/** The small borderless close button of a message (Banner, Notification); give it an `aria-label`. */
export const DismissButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  padding: ${theme.space[1]};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

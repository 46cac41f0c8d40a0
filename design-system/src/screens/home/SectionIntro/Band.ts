import styled from 'styled-components';
import type { SectionSurface } from './SectionIntro';
import { theme } from '../../../tokens';

/** A full-width band of the home page: light (the page) or dark (deep ink). */
export const Band = styled.section<{ $surface: SectionSurface }>`
  position: relative;
  padding: ${theme.space[16]} 0;
  background: ${({ theme, $surface }) => ($surface === 'dark' ? theme.colors.surfaceInk : theme.colors.background)};
  color: ${({ theme, $surface }) => ($surface === 'dark' ? theme.colors.textInverse : theme.colors.text)};
  scroll-margin-top: ${theme.space[16]};

  ${theme.media.lg} {
    padding: calc(${theme.space[20]} * 1.5) 0;
  }
`;

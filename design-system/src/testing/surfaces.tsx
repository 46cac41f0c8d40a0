import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';

/** The surfaces a designer can put a story on from the toolbar. */
export const SURFACES = ['light', 'ink', 'both'] as const;
export type Surface = (typeof SURFACES)[number];

export const isSurface = (value: unknown): value is Surface => SURFACES.includes(value as Surface);

/**
 * The toolbar menu (`globalTypes.surface` of the preview): light, the shop's ink, or both side by
 * side. Light is the default and what the tests and the visual snapshots see.
 */
export const surfaceGlobalType = {
  description: 'The surface the story sits on: light, ink, or both side by side',
  toolbar: {
    title: 'Surface',
    icon: 'contrast',
    dynamicTitle: true,
    items: [
      { value: 'light', title: 'Light surface', icon: 'sun' },
      { value: 'ink', title: 'Ink surface', icon: 'moon' },
      { value: 'both', title: 'Light and ink, side by side', icon: 'sidebyside' },
    ],
  },
} as const;

/** The whole canvas in ink, as under the hero and the footer. */
const InkCanvas = createGlobalStyle`
  body {
    background: ${({ theme }) => theme.colors.surfaceInk};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 100vh;
  margin: calc(-1 * ${({ theme }) => theme.space[4]});

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Pane = styled.section<{ $surface: 'light' | 'ink' }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme, $surface }) => ($surface === 'ink' ? theme.colors.surfaceInk : theme.colors.background)};
  color: ${({ theme, $surface }) => ($surface === 'ink' ? theme.colors.textInverse : theme.colors.text)};
`;

const PaneLabel = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.caps};
  text-transform: uppercase;
`;

/**
 * Puts a story on the chosen surface. Light renders the story untouched (no wrapper, so tests and
 * pictures are what they were); ink paints the canvas; both renders the story twice, light then
 * ink, side by side from 768 px and stacked below.
 */
export function SurfaceFrame({ surface, render }: { surface: Surface; render: () => ReactNode }) {
  if (surface === 'ink')
    return (
      <>
        <InkCanvas />
        {render()}
      </>
    );
  if (surface === 'both')
    return (
      <SideBySide>
        <Pane $surface="light" aria-label="On the light surface">
          <PaneLabel>Light</PaneLabel>
          {render()}
        </Pane>
        <Pane $surface="ink" aria-label="On the ink surface">
          <PaneLabel>Ink</PaneLabel>
          {render()}
        </Pane>
      </SideBySide>
    );
  return render();
}

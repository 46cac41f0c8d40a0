import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { theme } from '../tokens';

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
    background: ${theme.colors.surfaceInk};
    color: ${theme.colors.textInverse};
  }
`;

/** Storybook's canvas layouts: `padded` (the default) leaves 1rem round the story. */
export type CanvasLayout = 'padded' | 'fullscreen' | 'centered';

/**
 * Two panes, side by side from 768 px; a full-width story (a page, a section) is stacked instead,
 * so each copy keeps the width it is designed for.
 */
const SideBySide = styled.div<{ $layout: CanvasLayout }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 100vh;
  margin: ${({ theme, $layout }) => ($layout === 'padded' ? `calc(-1 * ${theme.space[4]})` : '0')};

  ${theme.media.md} {
    grid-template-columns: ${({ $layout }) => ($layout === 'fullscreen' ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  }
`;

const Pane = styled.section<{ $surface: 'light' | 'ink'; $layout: CanvasLayout }>`
  display: grid;
  align-content: start;
  gap: ${theme.space[3]};
  padding: ${({ theme, $layout }) => ($layout === 'fullscreen' ? `${theme.space[3]} 0 0` : theme.space[4])};
  background: ${({ theme, $surface }) => ($surface === 'ink' ? theme.colors.surfaceInk : theme.colors.background)};
  color: ${({ theme, $surface }) => ($surface === 'ink' ? theme.colors.textInverse : theme.colors.text)};
`;

const PaneLabel = styled.h2`
  margin: 0 ${theme.space[4]};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.caps};
  text-transform: uppercase;
`;

/**
 * Puts a story on the chosen surface. Light renders the story untouched (no wrapper, so tests and
 * pictures are what they were); ink paints the canvas; both renders the story twice, light then
 * ink, side by side from 768 px (a full-width story stacked) and stacked below.
 */
export function SurfaceFrame({
  surface,
  layout = 'padded',
  render,
}: {
  surface: Surface;
  layout?: CanvasLayout;
  render: () => ReactNode;
}) {
  if (surface === 'ink')
    return (
      <>
        <InkCanvas />
        {render()}
      </>
    );
  if (surface === 'both')
    return (
      <SideBySide $layout={layout}>
        <Pane $surface="light" $layout={layout} aria-label="On the light surface">
          <PaneLabel>Light</PaneLabel>
          {render()}
        </Pane>
        <Pane $surface="ink" $layout={layout} aria-label="On the ink surface">
          <PaneLabel>Ink</PaneLabel>
          {render()}
        </Pane>
      </SideBySide>
    );
  return render();
}

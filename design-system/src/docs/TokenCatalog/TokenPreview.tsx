import styled from 'styled-components';
import { theme, type TokenEntry, type TokenKind } from '../../tokens';

const Frame = styled.span`
  display: flex;
  align-items: center;
  justify-content: flex-start;
  min-height: ${theme.sizes.control.md};
`;

const Swatch = styled.span<{ $color: string }>`
  display: block;
  width: ${theme.sizes.control.md};
  height: ${theme.sizes.control.md};
  border-radius: ${theme.radii.md};
  background: ${({ $color }) => $color};
  box-shadow: inset 0 0 0 ${theme.borderWidths.thin} ${theme.colors.borderSubtle};
`;

const Bar = styled.span`
  display: block;
  height: ${theme.space[2]};
  max-width: 100%;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brand};
`;

const Tile = styled.span`
  display: block;
  width: ${theme.sizes.control.md};
  height: ${theme.sizes.control.md};
  background: ${theme.colors.surface};
  border: ${theme.borderWidths.thin} solid ${theme.colors.border};
`;

const Sample = styled.span`
  color: ${theme.colors.text};
  white-space: nowrap;
`;

const Layer = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.sizes.control.sm};
  height: ${theme.sizes.control.sm};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceInk};
  color: ${theme.colors.textInverse};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
`;

/** The four control points of a `cubic-bezier()` (a `linear` easing is the diagonal). */
function bezierPoints(easing: string): [number, number, number, number] {
  const match = /cubic-bezier\(([^)]+)\)/.exec(easing);
  if (!match) return [0, 0, 1, 1];
  const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = match[1]!.split(',').map(Number);
  return [x1, y1, x2, y2];
}

/** The easing's curve, time across and progress up, in a 40×40 box with room for an overshoot. */
function EasingCurve({ easing }: { easing: string }) {
  const [x1, y1, x2, y2] = bezierPoints(easing);
  const point = (x: number, y: number) => `${4 + x * 32} ${36 - y * 28}`;
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="4" y="8" width="32" height="28" fill="none" stroke="currentColor" strokeOpacity="0.2" />
      <path
        d={`M ${point(0, 0)} C ${point(x1, y1)}, ${point(x2, y2)}, ${point(1, 1)}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

const LARGEST_BREAKPOINT_PX = 1440;
const LONGEST_SHOWN_MS = 1000;

/**
 * A small picture of one token, by its group's kind: a swatch, a bar as long as the space, a
 * shadowed tile, the easing's curve… Decorative: the row names the token and its value in text.
 */
export function TokenPreview({ kind, entry }: { kind: TokenKind; entry: TokenEntry }) {
  const { value } = entry;
  const preview = (() => {
    switch (kind) {
      case 'color':
        return <Swatch $color={value} />;
      case 'font':
        return <Sample style={{ fontFamily: value, fontSize: '1.25rem' }}>Aa ₹</Sample>;
      case 'fontSize':
        return <Sample style={{ fontSize: value, lineHeight: 1 }}>Aa</Sample>;
      case 'fontWeight':
        return <Sample style={{ fontWeight: Number(value), fontSize: '1.25rem' }}>Aa</Sample>;
      case 'lineHeight':
        return (
          <Sample style={{ lineHeight: value, fontSize: '0.75rem', whiteSpace: 'normal', width: '3rem' }}>
            Ag Ag Ag Ag
          </Sample>
        );
      case 'tracking':
        return <Sample style={{ letterSpacing: value, fontSize: '0.875rem' }}>RUPEE</Sample>;
      case 'space':
      case 'size':
        return <Bar style={{ width: value }} />;
      case 'breakpoint':
        return <Bar style={{ width: `${(Number.parseFloat(value) / LARGEST_BREAKPOINT_PX) * 100}%` }} />;
      case 'duration':
        return <Bar style={{ width: `${Math.min(Number.parseFloat(value) / LONGEST_SHOWN_MS, 1) * 100}%` }} />;
      case 'radius':
        return <Tile style={{ borderRadius: value }} />;
      case 'borderWidth':
        return <Tile style={{ borderWidth: value, borderColor: 'currentColor' }} />;
      case 'shadow':
        return <Tile style={{ boxShadow: value, border: 'none', borderRadius: '0.5rem' }} />;
      case 'easing':
        return <EasingCurve easing={value} />;
      case 'zIndex':
        return <Layer>{value}</Layer>;
      case 'typeStep':
        return null;
    }
  })();
  return <Frame aria-hidden="true">{preview}</Frame>;
}

import { describe, expect, it } from 'vitest';
import { glowAtTop, glowInCorner } from './glow';

describe('glowAtTop', () => {
  it('confines a glow centred on the top edge to the band it shows in, its radii scaled to that band', () => {
    // 80% × 40% of the surface, faded at 70%: it shows over the full width (±56% of it) and the top 28%.
    expect(glowAtTop({ width: 80, height: 40, x: 50, color: '#0f3d1b', fadesAt: 70 })).toBe(
      'radial-gradient(ellipse 80% 142.8571% at 50% 0%, #0f3d1b 0%, transparent 70%) 0% 0 / 100% 28% no-repeat',
    );
  });

  it('confines a glow off centre to the part of the width it reaches, placed where it was', () => {
    // Centred at 85%, 70% wide, faded at 70%: it reaches from 36% to past the right edge (kept at 100%).
    expect(glowAtTop({ width: 70, height: 90, x: 85, color: 'green', fadesAt: 70 })).toBe(
      'radial-gradient(ellipse 109.375% 142.8571% at 76.5625% 0%, green 0%, transparent 70%) 100% 0 / 64% 63% no-repeat',
    );
  });

  it('places a box that reaches neither edge at the share of the room left that puts it where the glow is', () => {
    // Centred at 30%, 20% wide, faded at 50%: from 20% to 40%; background-position 25% of the 80% left = 20%.
    expect(glowAtTop({ width: 20, height: 10, x: 30, color: 'red', fadeTo: 'white', fadesAt: 50 })).toBe(
      'radial-gradient(ellipse 100% 200% at 50% 0%, red 0%, white 50%) 25% 0 / 20% 5% no-repeat',
    );
  });

  it('keeps a glow taller than the surface to the surface', () => {
    expect(glowAtTop({ width: 50, height: 200, x: 50, color: 'red', fadesAt: 80 })).toMatch(/\/ 80% 100% no-repeat$/);
  });
});

describe('glowInCorner', () => {
  it('confines a glow on the top left corner to the box of its radii up to where it fades', () => {
    expect(glowInCorner({ width: 50, height: 30, color: '#4fd8691f', fadesAt: 60 })).toBe(
      'radial-gradient(50rem 30rem at 0% 0%, #4fd8691f 0%, transparent 60%) 0 0 / 30rem 18rem no-repeat',
    );
  });
});

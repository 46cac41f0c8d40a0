import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSS_FILE, fallbackFamilies, fallbackFontFaces } from '../../scripts/fallback-fonts.mjs';
import { fonts } from './typography';

const faces = (css: string) => css.split('@font-face').slice(1);

describe('the fallback fonts', () => {
  it('are the stylesheet the script writes from the fonts’ metrics (run it after changing either)', async () => {
    expect(readFileSync(CSS_FILE, 'utf8')).toBe(await fallbackFontFaces());
  });

  it('come right after their web font in the tokens, so the page uses them until it arrives', () => {
    expect(fonts.body.startsWith(["'Inter'", ...fallbackFamilies('Inter').map((name) => `'${name}'`)].join(', '))).toBe(
      true,
    );
    expect(
      fonts.heading.startsWith(["'Poppins'", ...fallbackFamilies('Poppins').map((name) => `'${name}'`)].join(', ')),
    ).toBe(true);
  });

  it('give every weight the page uses a local face scaled to the web font, within its Latin range', async () => {
    const css = await fallbackFontFaces();
    for (const family of [...fallbackFamilies('Inter'), ...fallbackFamilies('Poppins')]) {
      const ofFamily = faces(css).filter((face) => face.includes(`font-family: '${family}';`));
      expect(ofFamily.map((face) => /font-weight: (\d+);/.exec(face)?.[1])).toEqual(['400', '500', '600', '700']);
      for (const face of ofFamily) {
        expect(face).toMatch(/src: local\('[^']+'\)/);
        expect(face).toMatch(/size-adjust: \d+(\.\d+)?%;/);
        expect(face).toMatch(/ascent-override: \d+(\.\d+)?%;/);
        expect(face).toMatch(/unicode-range:\s+U\+0000-00FF,/);
        expect(face).not.toContain('U+20B9');
      }
    }
  });

  it('scale Arial up to Inter’s wider letters (Inter 400 is 978 units to the em’s 2048, Arial 913)', async () => {
    const interRegular = faces(await fallbackFontFaces()).find(
      (face) => face.includes("font-family: 'Inter fallback';") && face.includes('font-weight: 400;'),
    );
    expect(interRegular).toContain("local('Arial')");
    expect(interRegular).toContain(`size-adjust: ${Math.round((978 / 913) * 1e6) / 1e4}%;`);
  });
});

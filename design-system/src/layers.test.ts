import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint configuration itself (eslint.config.js at the root): the design system's layers and the
 * storefront's entry points are rules `npm run lint` enforces. Each case lints a small fixture as
 * if it were a file at that path; relative imports resolve against the real folders.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const LAYERS = 'import-x/no-restricted-paths';
const ENTRY_POINTS = 'no-restricted-imports';

describe('the layers inside design-system', { timeout: 60_000 }, () => {
  it('keep a primitive from importing state', async () => {
    const code = "import { useAppSelector } from '../../state/hooks';\nexport const useIt = useAppSelector;\n";
    expect(await rulesBroken('design-system/src/primitives/Fixture/Fixture.tsx', code)).toContain(LAYERS);
  });

  it('keep a primitive from importing a screen or the API', async () => {
    const screen = "import { HomePage } from '../../screens/home/HomePage';\nexport const Page = HomePage;\n";
    const api = "import { baseApi } from '../../api/baseApi';\nexport const client = baseApi;\n";
    expect(await rulesBroken('design-system/src/primitives/Fixture/Fixture.tsx', screen)).toContain(LAYERS);
    expect(await rulesBroken('design-system/src/primitives/Fixture/Fixture.tsx', api)).toContain(LAYERS);
  });

  it('keep tokens below everything', async () => {
    const code = "import { Button } from '../primitives';\nexport const Used = Button;\n";
    expect(await rulesBroken('design-system/src/tokens/fixture.ts', code)).toContain(LAYERS);
  });

  it('keep state, the mocks and the API below flows and screens', async () => {
    const flow = "import { usePayNow } from '../flows/usePayNow';\nexport const used = usePayNow;\n";
    const screen = "import { CartPage } from '../screens/shop/CartPage';\nexport const used = CartPage;\n";
    expect(await rulesBroken('design-system/src/state/fixture.ts', flow)).toContain(LAYERS);
    expect(await rulesBroken('design-system/src/mocks/fixture.ts', screen)).toContain(LAYERS);
    expect(await rulesBroken('design-system/src/api/fixture.ts', screen)).toContain(LAYERS);
  });

  it('keep flows below screens', async () => {
    const code = "import { CartPage } from '../screens/shop/CartPage';\nexport const used = CartPage;\n";
    expect(await rulesBroken('design-system/src/flows/fixture.ts', code)).toContain(LAYERS);
  });

  it('keep testing/ out of the shipped code, but not out of stories and tests', async () => {
    const code = "import { isAutomated } from '../testing/deterministic';\nexport const used = isAutomated;\n";
    const story = "import { StoryProviders } from '../../../testing';\nexport const used = StoryProviders;\n";
    expect(await rulesBroken('design-system/src/mocks/fixture.ts', code)).toContain(LAYERS);
    expect(await rulesBroken('design-system/src/screens/shop/Fixture/Fixture.tsx', story)).toContain(LAYERS);
    expect(await rulesBroken('design-system/src/screens/shop/Fixture/Fixture.stories.tsx', story)).toEqual([]);
  });

  it('let each layer import the ones below it', async () => {
    const code = [
      "import { theme } from '../../../tokens';",
      "import { Button } from '../../../primitives';",
      "import { useNotify } from '../../../state/hooks';",
      "import { usePayNow } from '../../../flows/usePayNow';",
      'export const used = [theme, Button, useNotify, usePayNow];',
      '',
    ].join('\n');
    expect(await rulesBroken('design-system/src/screens/shop/Fixture/Fixture.tsx', code)).toEqual([]);
  });
});

describe("the storefront's imports of design-system", { timeout: 60_000 }, () => {
  it('go through the declared entry points only', async () => {
    const deep =
      "import { CartPage } from '@profit/design-system/screens/shop/CartPage';\nexport const used = CartPage;\n";
    const file =
      "import { TOKEN_KEY } from '@profit/design-system/state/storageKeys';\nexport const used = TOKEN_KEY;\n";
    expect(await rulesBroken('storefront/src/fixture.ts', deep)).toContain(ENTRY_POINTS);
    expect(await rulesBroken('storefront/src/fixture.ts', file)).toContain(ENTRY_POINTS);
  });

  it('may use every declared entry point', async () => {
    const code = [
      "import { HomePage } from '@profit/design-system/screens';",
      "import { PAGE_SCREENS } from '@profit/design-system/screens/lazy';",
      "import { TOKEN_KEY } from '@profit/design-system/state';",
      "import { theme } from '@profit/design-system/tokens';",
      "import '@profit/design-system/tokens/fonts';",
      'export const used = [HomePage, PAGE_SCREENS, TOKEN_KEY, theme];',
      '',
    ].join('\n');
    expect(await rulesBroken('storefront/src/fixture.ts', code)).toEqual([]);
  });

  it('still may not reach the backend', async () => {
    const code = "import { AppModule } from '@profit/backend';\nexport const used = AppModule;\n";
    expect(await rulesBroken('storefront/src/fixture.ts', code)).toContain(ENTRY_POINTS);
  });
});

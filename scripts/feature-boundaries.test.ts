// The feature boundary of eslint.config.js (docs/architecture.md#layers): a file of
// apps/web/src/features/<a>/ imports nothing from another feature. Snippets are linted as if
// they were the named file; nothing is written to disk.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const FEATURES = fs
  .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What no-restricted-imports reports for `code` placed at `file` (relative to the repository). */
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const component = 'apps/web/src/features/checkout/components/boundary-check.tsx';
const moduleAtRoot = 'apps/web/src/features/cart/boundary-check.ts';

// The first lint loads the parser and the plugins: seconds on a busy machine.
describe('a feature imports nothing from another feature', { timeout: 60_000 }, () => {
  it('reports imports and re-exports of another feature, types included', async () => {
    for (const code of [
      "import { cartImageOf } from '../../cart/cart-image';\ncartImageOf;",
      "import type { RegionState } from '../../region/region.slice';\nexport type { RegionState };",
      "export { useShopInfo } from '../../shop/hooks/use-shop-info';",
      "import { cartImageOf } from '../../../features/cart/cart-image';\ncartImageOf;",
    ]) {
      const found = await restrictedImports(component, code);
      expect(found, code).toHaveLength(1);
      expect(found[0]).toContain('features/checkout imports nothing from another feature');
    }
    expect(
      await restrictedImports(
        moduleAtRoot,
        "import { planCheckout } from '../checkout/checkout-plan';\nplanCheckout;",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature import its own modules, the shared code and the packages', async () => {
    const code = [
      "import { planCheckout } from '../checkout-plan';",
      "import { StepCard } from './step-card';",
      "import { AddressForm } from '../../../components/address/address-form';",
      "import { cn } from '../../../lib/cn';",
      "import { summarizeCart } from '@storefront/commerce/cart';",
      'export { planCheckout, StepCard, AddressForm, cn, summarizeCart };',
    ].join('\n');
    expect(await restrictedImports(component, code)).toEqual([]);
    expect(
      await restrictedImports(
        moduleAtRoot,
        "import { cartImageOf } from './cart-image';\ncartImageOf;",
      ),
    ).toEqual([]);
  });

  it('covers every feature folder', async () => {
    expect(FEATURES.length).toBeGreaterThan(1);
    for (const feature of FEATURES) {
      const other = FEATURES.find((candidate) => candidate !== feature)!;
      const file = `apps/web/src/features/${feature}/components/boundary-check.tsx`;
      expect(
        await restrictedImports(file, `import { x } from '../../${other}/anything';\nx;`),
        feature,
      ).toHaveLength(1);
      expect(
        await restrictedImports(file, `import { x } from '../hooks/use-anything';\nx;`),
        feature,
      ).toEqual([]);
    }
  });

  it("lets the console's business pages use the console, and never the other way", async () => {
    const seller = "import { sellerApi } from '../../seller/api/seller-api';\nsellerApi;";
    expect(
      await restrictedImports('apps/web/src/features/admin/reports/boundary-check.ts', seller),
    ).toEqual([]);
    const admin = "import { x } from '../../admin/reports/reports-api';\nx;";
    expect(
      await restrictedImports('apps/web/src/features/seller/components/boundary-check.tsx', admin),
    ).toHaveLength(1);
  });
});

// The shared layers of eslint.config.js: apps/web/src/{components,lib,api,i18n}/ import nothing
// from features/ or app/.
const SHARED_LAYERS = ['components', 'lib', 'api', 'i18n'];

describe(
  "the web app's shared code imports no feature and not the app",
  { timeout: 60_000 },
  () => {
    it('reports imports and re-exports of a feature or the app layer, types included', async () => {
      const cases: [string, string][] = [
        [
          'apps/web/src/components/ui/boundary-check.tsx',
          "import { cartImageOf } from '../../features/cart/cart-image';\ncartImageOf;",
        ],
        [
          'apps/web/src/components/address/boundary-check.tsx',
          "import type { RootState } from '../../app/store';\nexport type { RootState };",
        ],
        [
          'apps/web/src/lib/boundary-check.ts',
          "export { useShopInfo } from '../features/shop/hooks/use-shop-info';",
        ],
        ['apps/web/src/lib/boundary-check.ts', "import { store } from '../app/store';\nstore;"],
        [
          'apps/web/src/api/boundary-check.ts',
          "import { x } from '../../web/src/features/region/region.slice';\nx;",
        ],
        ['apps/web/src/i18n/boundary-check.ts', "import { x } from '../app';\nx;"],
      ];
      for (const [file, code] of cases) {
        const found = await restrictedImports(file, code);
        expect(found, `${file}: ${code}`).toHaveLength(1);
        expect(found[0]).toContain("The web app's shared code");
      }
    });

    it('lets shared code import shared code, locales and the packages', async () => {
      const code = [
        "import { cn } from '../../lib/cn';",
        "import { useTranslation } from '../../i18n/translation';",
        "import { Button } from './button';",
        "import { townshipsApi } from '../../api/townships';",
        "import { en } from '../../locales/en/index';",
        "import { summarizeCart } from '@storefront/commerce/cart';",
        'export { cn, useTranslation, Button, townshipsApi, en, summarizeCart };',
      ].join('\n');
      expect(
        await restrictedImports('apps/web/src/components/ui/boundary-check.tsx', code),
      ).toEqual([]);
    });

    it('covers every shared folder, none of which has a folder named like a layer above', async () => {
      for (const layer of SHARED_LAYERS) {
        const dir = path.join(root, 'apps/web/src', layer);
        // '../app' is matched as written: a subfolder named app or features would be misread.
        const nested = fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isDirectory() && ['app', 'features'].includes(entry.name));
        expect(nested, layer).toEqual([]);
        const file = `apps/web/src/${layer}/boundary-check.ts`;
        expect(
          await restrictedImports(file, "import { x } from '../features/cart/anything';\nx;"),
          layer,
        ).toHaveLength(1);
        expect(
          await restrictedImports(file, "import { x } from '../app/anything';\nx;"),
          layer,
        ).toHaveLength(1);
      }
    });
  },
);

// The import rules of eslint.config.js (docs/architecture.md#layers), each shown to report the
// import it forbids and to let a permitted one through. Snippets are linted as if they were the
// named file; nothing is written to disk.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
});
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-properties']);

/** The boundary rules' findings for `code` placed at `file` (relative to the repository). */
async function boundaryFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => m.message);
}

async function expectReported(file: string, code: string): Promise<void> {
  expect(await boundaryFindings(file, code), `${file}: ${code}`).not.toEqual([]);
}

async function expectAllowed(file: string, code: string): Promise<void> {
  expect(await boundaryFindings(file, code), `${file}: ${code}`).toEqual([]);
}

describe('packages import nothing from the apps', () => {
  const file = 'packages/commerce/src/boundary-check.ts';

  it('reports a relative path into apps/ and an app package', async () => {
    await expectReported(file, "export { toMinor } from '../../../apps/api/src/lib/money';");
    await expectReported(file, "import { buildApp } from '@storefront/api/src/app';\nbuildApp;");
    await expectReported(
      'packages/contract/src/boundary-check.test.ts',
      "import { ok } from '../../../apps/api/src/lib/envelope';\nok;",
    );
  });

  it('lets a package import its own modules and the other package', async () => {
    await expectAllowed(
      file,
      "import { formatMoney } from './money';\nimport { z } from 'zod';\nimport type { Region } from '@storefront/contract/region';\nexport { formatMoney, z, type Region };",
    );
  });
});

describe('routes and services of the API build no queries', () => {
  const route = 'apps/api/src/modules/shop/boundary-check.routes.ts';
  const service = 'apps/api/src/modules/sales/boundary-check.service.ts';
  const helper = 'apps/api/src/modules/sales/boundary-check.ts';
  const repository = 'apps/api/src/modules/sales/boundary-check.repository.ts';

  it('reports Kysely, the connection and query building in a route', async () => {
    await expectReported(route, "import { sql } from 'kysely';\nsql;");
    await expectReported(
      route,
      "import { openDatabase } from '../../db/connection';\nopenDatabase;",
    );
    await expectReported(
      route,
      "import { inTransaction } from '../../db/transaction';\ninTransaction;",
    );
    await expectReported(route, "export const rows = (db) => db.kysely.selectFrom('shops');");
  });

  it('lets a route call services and repositories and name the Db type', async () => {
    await expectAllowed(
      route,
      "import type { Db } from '../../db/connection';\nimport { listShops } from './shop.repository';\nimport { normalizeHostName } from './shop.service';\nexport const f = (db: Db) => [listShops(db), normalizeHostName('a')];",
    );
  });

  it('reports Kysely and query building in a service and in a helper of one', async () => {
    for (const file of [service, helper]) {
      await expectReported(file, "import { sql } from 'kysely';\nsql;");
      await expectReported(
        file,
        "import type { Kysely } from 'kysely';\nexport type K = Kysely<never>;",
      );
      await expectReported(file, "export const go = (trx) => trx.kysely.updateTable('sales');");
      await expectReported(file, 'export const go = ({ kysely }) => kysely;');
      await expectReported(
        file,
        "import { migrateToLatest } from '../../db/migrate';\nmigrateToLatest;",
      );
      await expectReported(file, "import { salesRoutes } from './sales.routes';\nsalesRoutes;");
    }
  });

  it('lets a service run a transaction, name row types and call repositories', async () => {
    await expectAllowed(
      service,
      "import type { Db } from '../../db/connection';\nimport type { SalesTable } from '../../db/schema';\nimport { inTransaction } from '../../db/transaction';\nimport { insertSale } from './sales.repository';\nexport const go = (db: Db, sale: SalesTable) => inTransaction(db, (trx) => insertSale(trx, sale, [], []));",
    );
  });

  it('lets a repository build queries but not call a service', async () => {
    await expectAllowed(
      repository,
      "import { sql } from 'kysely';\nimport type { Db } from '../../db/connection';\nexport const go = (db: Db) => sql`select 1`.execute(db.kysely);",
    );
    await expectReported(repository, "import { createSale } from './sales.service';\ncreateSale;");
  });
});

describe('production code imports no tests, test helpers or seeds', () => {
  it('reports the seed writer, a test helper, a test file and a proof', async () => {
    await expectReported(
      'apps/api/src/modules/sales/boundary-check.service.ts',
      "import { insertImages } from '../../db/seed/writer';\ninsertImages;",
    );
    await expectReported(
      'apps/api/src/modules/reviews/boundary-check.repository.ts',
      "import { refreshRatings } from '../../db/seed/writer';\nrefreshRatings;",
    );
    await expectReported(
      'apps/api/src/plugins/boundary-check.ts',
      "import { addShop } from '../test/fixtures';\naddShop;",
    );
    await expectReported(
      'apps/api/src/lib/boundary-check.ts',
      "import { PNG } from './text.test';\nPNG;",
    );
    await expectReported(
      'apps/api/src/lib/boundary-check.ts',
      "import { start } from '../proof/support/cluster';\nstart;",
    );
    await expectReported(
      'apps/api/src/db/boundary-check.ts',
      "import { seedDemoIfEmpty } from './seed/seed';\nseedDemoIfEmpty;",
    );
    await expectReported(
      'apps/api/src/cli/seller-add.ts',
      "import { seedDemoIfEmpty } from '../db/seed/seed';\nseedDemoIfEmpty;",
    );
    await expectReported(
      'packages/commerce/src/boundary-check.ts',
      "import { arbitraryCart } from './test/arbitraries';\narbitraryCart;",
    );
  });

  it('reports a test helper even in the entry points that seed on purpose', async () => {
    await expectReported(
      'apps/api/src/cli/seed.ts',
      "import { createTestApp } from '../test/harness';\ncreateTestApp;",
    );
  });

  it('lets tests, seeds and the seeding entry points import them', async () => {
    await expectAllowed(
      'apps/api/src/modules/sales/boundary-check.test.ts',
      "import { addShop } from '../../test/fixtures';\nimport { insertProducts } from '../../db/seed/writer';\nexport { addShop, insertProducts };",
    );
    await expectAllowed(
      'apps/api/src/test/boundary-check.ts',
      "import { insertProducts } from '../db/seed/writer';\nexport { insertProducts };",
    );
    await expectAllowed(
      'apps/api/src/db/seed/boundary-check.ts',
      "import { insertProducts } from './writer';\nimport { insertImages } from '../../modules/images/images.repository';\nexport { insertProducts, insertImages };",
    );
    await expectAllowed(
      'apps/api/src/cli/seed.ts',
      "import { seedDemoIfEmpty } from '../db/seed/seed';\nexport { seedDemoIfEmpty };",
    );
    await expectAllowed(
      'apps/api/src/modules/sales/boundary-check.service.ts',
      "import { insertImages } from '../images/images.repository';\nexport { insertImages };",
    );
  });
});

import { moduleBoundaries } from './module-boundaries.js';
import { repoFile, ruleTester } from './rule-tester.js';

const modules = 'apps/api/src/modules';
const inOrders = repoFile(`${modules}/orders/orders.service.ts`);
const ordersFace = repoFile(`${modules}/orders/index.ts`);

ruleTester.run('module-boundaries', moduleBoundaries, {
  valid: [
    { name: 'another module through its face', filename: inOrders, code: "import { createLotsService } from '../lots/index.js';" },
    { name: 'a file of the same module', filename: inOrders, code: "import { ordersRepository } from './orders.repository.js';" },
    { name: 'the platform', filename: inOrders, code: "import { addDays } from '../../platform/dates.js';" },
    { name: 'a package', filename: inOrders, code: "import { z } from 'zod'; import { cardFeeOf } from '@gavel/contract';" },
    {
      name: 'the platform through a face',
      filename: repoFile('apps/api/src/platform/deps.ts'),
      code: "import type { Services } from '../app/services.js'; import { x } from '../modules/orders/index.js';",
    },
    {
      name: "a module's own tests may reach inside it",
      filename: repoFile(`${modules}/orders/orders.service.test.ts`),
      code: "import { ordersRepository } from './orders.repository.js'; vi.mock('./orders.repository.js'); const real = await vi.importActual('./sale-lot.repository.js');",
    },
    {
      name: "a module's API test may reach inside it",
      filename: repoFile(`${modules}/orders/invoices.api.test.ts`),
      code: "import { ordersRepository } from './orders.repository.js';",
    },
    {
      name: 'the face, however spelt',
      filename: repoFile('apps/api/test/orders/invoices.test.ts'),
      code: "import { a } from '../../src/modules/orders/index.js'; import { b } from '../../src/modules/orders/index.ts'; import { c } from '../../src/modules/orders/index'; import { d } from '../../src/modules/orders'; vi.mock('../../src/modules/orders/index.js');",
    },
    {
      name: 'an API test through the faces',
      filename: repoFile('apps/api/test/orders/invoices.test.ts'),
      code: "import { createOrdersModule } from '../../src/modules/orders/index.js'; import { x } from '../../src/platform/dates.js'; import { y } from '../harness.js';",
    },
    {
      name: 'vi calls that name no module, and non-literal paths',
      filename: inOrders,
      code: "vi.fn(); vi.spyOn(a, 'b'); vi.mock(name); const m = await import(path);",
    },
    {
      name: 'a face exports its service and types',
      filename: ordersFace,
      code: "export { createOrdersService, type OrdersService } from './orders.service.js';",
    },
    {
      name: 'a face may export a repository type',
      filename: ordersFace,
      code: "export type { OrdersRepository } from './orders.repository.js'; export { type SaleLot } from './sale-lot.repository.js';",
    },
    {
      name: 'an allowlisted face',
      filename: ordersFace,
      options: [{ allowRepositoryExports: ['orders'] }],
      code: "export { ordersRepository } from './orders.repository.js';",
    },
    {
      name: 'a non-face file of a module may re-export its repository',
      filename: repoFile(`${modules}/orders/transactions.ts`),
      code: "export { ordersRepository } from './orders.repository.js';",
    },
  ],
  invalid: [
    {
      name: "another module's repository",
      filename: repoFile(`${modules}/cart/cart.service.ts`),
      code: "import { ordersRepository } from '../orders/orders.repository.js';",
      errors: [{ messageId: 'internal', data: { module: 'orders', source: '../orders/orders.repository.js', face: '../orders/index.js' } }],
    },
    {
      name: "another module's internal file, in a type import too",
      filename: inOrders,
      code: "import type { LotRow } from '../lots/lots.presenter.js';",
      errors: [{ messageId: 'internal' }],
    },
    {
      name: 'a re-export and a dynamic import of internals',
      filename: inOrders,
      code: "export { x } from '../bidding/bidding.service.js'; export * from '../bidding/engine/proxy.js'; const m = await import('../cart/cart.routes.js');",
      errors: [{ messageId: 'internal' }, { messageId: 'internal' }, { messageId: 'internal' }],
    },
    {
      name: 'the platform reaching into a module',
      filename: repoFile('apps/api/src/platform/http/app.ts'),
      code: "import { authRepository } from '../../modules/auth/auth.repository.js';",
      errors: [
        {
          messageId: 'internal',
          data: { module: 'auth', source: '../../modules/auth/auth.repository.js', face: '../../modules/auth/index.js' },
        },
      ],
    },
    {
      name: "another module's test may not reach inside",
      filename: repoFile(`${modules}/cart/cart.service.test.ts`),
      code: "import { ordersRepository } from '../orders/orders.repository.js';",
      errors: [{ messageId: 'internal', data: { module: 'orders', source: '../orders/orders.repository.js', face: '../orders/index.js' } }],
    },
    {
      name: 'an API test under apps/api/test may not reach inside',
      filename: repoFile('apps/api/test/orders/invoices.test.ts'),
      code: "import { ordersRepository } from '../../src/modules/orders/orders.repository.js';",
      errors: [
        {
          messageId: 'internal',
          data: { module: 'orders', source: '../../src/modules/orders/orders.repository.js', face: '../../src/modules/orders/index.js' },
        },
      ],
    },
    {
      name: "the shared fakes (apps/api/src/testing) may not reach inside",
      filename: repoFile('apps/api/src/testing/market.ts'),
      code: "import type { LotRow } from '../modules/lots/lots.repository.js';",
      errors: [{ messageId: 'internal' }],
    },
    {
      name: "a mock of another module's internals, and its actual",
      filename: repoFile(`${modules}/cart/cart.service.test.ts`),
      code: "vi.mock('../orders/orders.repository.js'); vi.doMock(`../orders/orders.service.ts`); const real = await vi.importActual('../orders/orders.repository');",
      errors: [{ messageId: 'internal' }, { messageId: 'internal' }, { messageId: 'internal' }],
    },
    {
      name: "a type-level import() of another module's file, and import = require",
      filename: inOrders,
      code: "type Row = import('../lots/lots.repository.js').LotRow; import lots = require('../lots/lots.service.js');",
      errors: [{ messageId: 'internal' }, { messageId: 'internal' }],
    },
    {
      name: 'a directory inside another module',
      filename: inOrders,
      code: "import { x } from '../bidding/engine';",
      errors: [{ messageId: 'internal' }],
    },
    {
      name: 'a nested index is not the face',
      filename: inOrders,
      code: "import { x } from '../bidding/engine/index.js';",
      errors: [{ messageId: 'internal' }],
    },
    {
      name: 'the composition root may not reach internals',
      filename: repoFile('apps/api/src/app/services.ts'),
      code: "import { x } from '../modules/disputes/disputes.service.js';",
      errors: [{ messageId: 'internal' }],
    },
    {
      name: 'the composition root may not import a repository',
      filename: repoFile('apps/api/src/app/services.ts'),
      code: "import { disputesRepository } from '../modules/disputes/disputes.repository.js';",
      errors: [{ messageId: 'internal', data: { module: 'disputes', source: '../modules/disputes/disputes.repository.js', face: '../modules/disputes/index.js' } }],
    },
    {
      name: 'the route registry may not import a repository',
      filename: repoFile('apps/api/src/app/routes.ts'),
      code: "import { disputesRepository } from '../modules/disputes/disputes.repository.js';",
      errors: [{ messageId: 'internal' }],
    },
    {
      name: 'a face re-exporting its repository',
      filename: ordersFace,
      code: "export { type OrderKind, ordersRepository } from './orders.repository.js'; export * from './sale-lot.repository.js';",
      errors: [
        { messageId: 'repositoryExport', data: { module: 'orders', source: './orders.repository.js' } },
        { messageId: 'repositoryExport', data: { module: 'orders', source: './sale-lot.repository.js' } },
      ],
    },
    {
      name: 'a face re-exporting an imported repository',
      filename: ordersFace,
      code: "import { ordersRepository as repo } from './orders.repository.js'; export { repo };",
      errors: [{ messageId: 'repositoryExport' }],
    },
    {
      name: 'the allowlist names other modules only',
      filename: ordersFace,
      options: [{ allowRepositoryExports: ['cart'] }],
      code: "export { ordersRepository } from './orders.repository.js';",
      errors: [{ messageId: 'repositoryExport' }],
    },
  ],
});

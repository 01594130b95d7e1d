import { noCrossFeatureImports } from './no-cross-feature-imports.js';
import { repoFile, ruleTester } from './rule-tester.js';

const web = 'apps/web/src';
const inCart = repoFile(`${web}/features/cart/components/cart-screen.tsx`);

ruleTester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { name: 'the same feature', filename: inCart, code: "import { cardFeeOf } from '../lib/card.js';" },
    {
      name: 'a shared layer',
      filename: inCart,
      code: "import { MoneyText } from '../../../components/ui/money-text'; import { apiCall } from '@/lib/api-call';",
    },
    {
      name: 'within one feature, across its sub-folders',
      filename: repoFile(`${web}/features/console/invoices/components/invoices-screen.tsx`),
      code: "import { ListKit } from '../../components/list-kit';",
    },
    {
      name: 'the app composes features',
      filename: repoFile(`${web}/app/routes.tsx`),
      code: "import { CartScreen } from '../features/cart/components/cart-screen';",
    },
    {
      name: 'a shared layer uses another shared layer',
      filename: repoFile(`${web}/components/lot/lot-card.tsx`),
      code: "import { formatMoney } from '../../lib/number-format';",
    },
    { name: 'a package', filename: inCart, code: "import { cardFeeOf } from '@gavel/contract';" },
    {
      name: 'files outside apps/web/src',
      filename: repoFile('apps/api/src/server.ts'),
      code: "import { x } from '../../web/src/features/cart/lib/card.js';",
    },
  ],
  invalid: [
    {
      name: 'another feature, relative',
      filename: inCart,
      code: "import { useSession } from '../../auth/api/session';",
      errors: [{ messageId: 'crossFeature', data: { from: 'cart', to: 'auth', source: '../../auth/api/session' } }],
    },
    {
      name: 'another feature through the aliases, a re-export and a lazy import',
      filename: inCart,
      code: "import { a } from '@/features/orders/api/orders'; export { b } from 'src/features/lots/lib/x'; const c = import('../../offers/components/offer-dialog');",
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
    {
      name: 'a shared component importing a feature',
      filename: repoFile(`${web}/components/lot/lot-card.tsx`),
      code: "import { WatchStar } from '../../features/watchlist/components/watch-star';",
      errors: [
        { messageId: 'upward', data: { from: 'components', to: 'features', source: '../../features/watchlist/components/watch-star' } },
      ],
    },
    {
      name: 'lib importing the app',
      filename: repoFile(`${web}/lib/api-client.ts`),
      code: "import { router } from '../app/router';",
      errors: [{ messageId: 'upward', data: { from: 'lib', to: 'app', source: '../app/router' } }],
    },
    {
      name: 'a feature importing the app',
      filename: inCart,
      code: "import { paths } from '@/app/routes';",
      errors: [{ messageId: 'upward', data: { from: 'features', to: 'app', source: '@/app/routes' } }],
    },
  ],
});

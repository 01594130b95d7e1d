import path from 'node:path';
import { sourceVisitors } from './source-visitors.js';

const webSrc = path.resolve(import.meta.dirname, '../apps/web/src');

/** The top folder of apps/web/src a file lies in (`features`, `components`, `lib`, `app`...), or null. */
const layerOf = (file) => {
  const rel = path.relative(webSrc, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
};

/** The feature folder (apps/web/src/features/<name>) a file lies in, or null. */
const featureOf = (file) => {
  if (layerOf(file) !== 'features') return null;
  return path.relative(path.join(webSrc, 'features'), file).split(path.sep)[0];
};

/** Layers that serve the features and so may not import them (nor the app that composes them). */
const sharedLayers = new Set(['components', 'lib']);

/**
 * Bulletproof-React rules for apps/web/src: a feature may not import another feature, and
 * imports run one way, app → features → components/lib: the shared layers import no feature and
 * no app code, a feature imports no app code. Resolves relative imports and the `@/` / `src/` aliases.
 */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports from one apps/web feature into another, and imports up the layers' },
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{from}}" must not import from feature "{{to}}" ({{source}}). Move the shared code to components/, lib/ or app/, or compose the features in app/.',
      upward:
        '{{from}}/ must not import from {{to}}/ ({{source}}): imports run app → features → components/lib. Move the shared piece down a layer.',
    },
  },
  create(context) {
    const fromLayer = layerOf(context.filename);
    if (!fromLayer) return {};
    const from = featureOf(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target = null;
      if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source);
      else if (source.startsWith('@/')) target = path.join(webSrc, source.slice(2));
      else if (source.startsWith('src/')) target = path.join(webSrc, source.slice(4));
      if (!target) return;
      const toLayer = layerOf(target);
      const to = featureOf(target);
      if (from && to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to, source } });
      else if (toLayer === 'app' && (from || sharedLayers.has(fromLayer)))
        context.report({ node, messageId: 'upward', data: { from: fromLayer, to: toLayer, source } });
      else if (to && sharedLayers.has(fromLayer))
        context.report({ node, messageId: 'upward', data: { from: fromLayer, to: toLayer, source } });
    };
    return sourceVisitors(check);
  },
};

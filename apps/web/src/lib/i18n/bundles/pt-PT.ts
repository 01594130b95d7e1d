// The bundled catalogue of one language: its JSON files (all but the console's) merged, in one
// chunk (see ../catalogues.ts).
const files = import.meta.glob<Record<string, string>>(['@locales/pt-PT/*.json', '!@locales/pt-PT/console*.json'], { import: 'default', eager: true });
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;

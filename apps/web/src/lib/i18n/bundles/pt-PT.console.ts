// The operator console's text in one language (`console*.json`) merged, loaded when the console opens.
const files = import.meta.glob<Record<string, string>>('@locales/pt-PT/console*.json', { import: 'default', eager: true });
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;

import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import english from '@locales/en/lots.json';
import { i18n } from '../../../lib/i18n/i18n';

type Catalogue = Record<string, string>;

// The lot pages' own text (lots.json). The API's phrases already hold it with
// operator overrides; the bundle is the fallback and never overwrites them.
const loaders = import.meta.glob<Catalogue>(['@locales/*/lots.json', '!@locales/en/lots.json'], { import: 'default' });
const loaded = new Set<string>();

function add(tag: string, catalogue: Catalogue) {
  i18n.add(tag, catalogue, { overwrite: false });
  loaded.add(tag);
}
add('en', english as Catalogue);

async function load(tag: string): Promise<void> {
  if (loaded.has(tag)) return;
  const loader = Object.entries(loaders).find(([file]) => file.endsWith(`/${tag}/lots.json`))?.[1];
  add(tag, loader ? await loader().catch(() => ({})) : {});
}

/** True once the lot pages' text of the current language is in place (English is immediate). */
export function useLotsCatalogue(): boolean {
  const { i18n: instance } = useTranslation();
  const tag = instance.language;
  const [readyTag, setReadyTag] = useState<string | null>(() => (loaded.has(tag) ? tag : null));
  useEffect(() => {
    let alive = true;
    void load(tag).then(() => {
      if (alive) setReadyTag(tag);
    });
    return () => {
      alive = false;
    };
  }, [tag]);
  return readyTag === tag || loaded.has(tag);
}

import { languageNativeNames, languages, type Language } from '@gavel/contract';
import { FilterSelect } from '../../components/list-kit';

/** The language of an email (and of the account it concerns), by its own name. */
export const LanguageSelect = ({ label, value, onChange, testId }: { label: string; value: Language; onChange: (l: Language) => void; testId: string }) => (
  <FilterSelect label={label} value={value} options={languages.map((l) => ({ value: l, label: languageNativeNames[l] }))} onChange={onChange} testId={testId} />
);

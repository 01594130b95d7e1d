import { PreferencesScreen } from '../../features/preferences/components/preferences-screen';
import { SavedSearchList } from '../../features/saved-searches/components/saved-search-list';

/** My Preferences with the buyer's saved searches below the form (the two features stay apart). */
export function PreferencesRoute() {
  return (
    <PreferencesScreen>
      <SavedSearchList />
    </PreferencesScreen>
  );
}

import { createStore, useStore } from './external-store';

/**
 * The control-hub maintenance flag. Any API answer carrying `controlHub: true`
 * sets it; the app then shows the "API Disabled" page until the user presses Ok.
 */
export const maintenanceStore = createStore(false);
export const useMaintenance = () => useStore(maintenanceStore);

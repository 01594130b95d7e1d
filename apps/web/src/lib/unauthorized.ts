/** Listeners told when a call made with a token answers 401 (expired or revoked session). */
const unauthorizedListeners = new Set<() => void>();
export const onUnauthorized = (listener: () => void) => {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
};
export const notifyUnauthorized = () => unauthorizedListeners.forEach((l) => l());

/**
 * The admin site is a separate application, not part of this web app. Its
 * address comes from VITE_ADMIN_URL at build time; until one is configured,
 * staff land on the API reference (/api/docs), which is where the operator
 * calls (maintenance, deactivation) can be tried today.
 */
export const adminUrl: string = import.meta.env.VITE_ADMIN_URL ?? '/api/docs';

export const openAdminModule = () => {
  window.open(adminUrl, '_blank', 'noopener,noreferrer');
};

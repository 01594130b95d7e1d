/** Who is looking at a lot page (spec 2 §6): a guest, a buyer, staff, or a stored token still being read. */
export type ViewerRole = 'guest' | 'buyer' | 'staff' | 'loading';

export function viewerRole(session: { status: 'guest' | 'loading' | 'authenticated'; isBuyer: boolean; isStaff: boolean }): ViewerRole {
  if (session.status === 'guest') return 'guest';
  if (session.status === 'loading') return 'loading';
  if (session.isStaff) return 'staff';
  // A signed-in account that is neither a buyer nor staff cannot bid: treat it as staff (controls disabled).
  return session.isBuyer ? 'buyer' : 'staff';
}

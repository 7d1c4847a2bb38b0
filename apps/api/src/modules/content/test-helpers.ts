import { useStaffWorld, type StaffWorld } from '../../test/staff-world.ts';

/**
 * The public documents and their back office on a fresh app per test file, with the signed-in
 * platform admin (see `useStaffWorld`).
 */
export type ContentWorld = StaffWorld;
export const useContentWorld = (): ContentWorld => useStaffWorld();

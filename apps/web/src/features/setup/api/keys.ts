/** Query keys of the setup feature. */
export const setupKeys = {
  status: ['setup'] as const,
};

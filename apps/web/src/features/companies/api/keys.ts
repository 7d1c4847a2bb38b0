/** The signed-in user's company, as /company/profile and its tabs show it. */
export const myCompanyQueryKey = ['companies', 'mine'] as const;

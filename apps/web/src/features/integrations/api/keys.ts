/** The company's API keys (under ['my-company'], forgotten with the company's other data). */
export const apiKeysKey = ['my-company', 'api-keys'] as const;

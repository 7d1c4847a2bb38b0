import { adLinesImportMessages } from './sections/ad-lines-import.ts';
import { apiKeysMessages } from './sections/api-keys.ts';
import { webhooksMessages } from './sections/webhooks.ts';

/**
 * Catalogue sections only a few screens show (the integrations page, the ad lines' import):
 * kept out of tr.ts and en.ts so that every page's first script does not carry them. The
 * server adds them all at its start; the browser adds each with its screen's code
 * (`addMessageSections`). Their keys are typed with the rest (types.ts).
 */
export const SCREEN_SECTIONS = {
  apiKeys: apiKeysMessages,
  webhooks: webhooksMessages,
  adLinesImport: adLinesImportMessages,
} as const;

export type ScreenSections = typeof SCREEN_SECTIONS;

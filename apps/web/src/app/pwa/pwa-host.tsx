import { useManifestLanguage } from './manifest-language.ts';
import { UpdatePrompt } from './update-prompt.tsx';

/** The installable app's part of the page: the manifest's language and the update notice. */
export function PwaHost() {
  useManifestLanguage();
  return <UpdatePrompt />;
}

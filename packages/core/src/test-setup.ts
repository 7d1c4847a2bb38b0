import { addMessageSections } from './i18n/index.ts';
import { SCREEN_SECTIONS } from './i18n/screen-sections.ts';

// Core's tests read every message, as the server does once started (apps/api/src/app.ts).
addMessageSections(SCREEN_SECTIONS);

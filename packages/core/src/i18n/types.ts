import type { ScreenSections } from './screen-sections.ts';
import type { tr } from './tr.ts';

import type { Widen } from './section.ts';

/** The shape of a catalogue: the Turkish keys, any strings, the screens' sections included. */
export type Messages = Widen<
  typeof tr & { [Name in keyof ScreenSections]: ScreenSections[Name]['tr'] }
>;

type Join<K extends string, P extends string> = `${K}.${P}`;
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K]>>;
}[keyof T & string];

/** Every key of the catalogues, e.g. `guard.authRequiredTitle`. */
export type MessageKey = Paths<Messages>;

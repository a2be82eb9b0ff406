import { thApp } from './th-app';
import { thScreens } from './th-screens';
import { thServer } from './th-server';

/**
 * The Thai catalogue: the source of every user-visible string, the app's (th-app.ts, what the
 * browser starts with, and th-screens.ts, its screens) and the server's.
 */
export const th = {
  ...thApp,
  app: { ...thApp.app, ...thScreens.app },
  validation: { ...thApp.validation, ...thScreens.validation },
  server: thServer,
};

/** The shape of a catalogue part: the same keys, any text. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/**
 * The shape of the app's catalogue, everything but `server` (which only the server reads, and it
 * answers in Thai): en.ts is checked against it.
 */
export type Messages = DeepStrings<Omit<typeof th, 'server'>>;

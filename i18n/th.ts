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

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every catalogue must have: en.ts is checked against it. */
export type Messages = DeepStrings<typeof th>;

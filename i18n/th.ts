import { thApp } from './th-app';
import { thServer } from './th-server';

/** The Thai catalogue: the source of every user-visible string, app (th-app.ts) and server. */
export const th = { ...thApp, server: thServer };

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every catalogue must have: en.ts is checked against it. */
export type Messages = DeepStrings<typeof th>;

import { useEffect } from 'react';
import { useRemoveFromStore, useStore, type ThemeType } from 'react-admin';
import { useSession } from '../providers/session';

/**
 * Applies the colours the user chose in the profile (the session's `theme`) through
 * react-admin's theme store key: 'light' or 'dark' sets it; 'system' removes it, so react-admin
 * follows the device's light or dark setting (prefers-color-scheme). The session is read again
 * at every load and after the profile is saved, so the choice follows the user from the server
 * and a change applies at once. Signing out resets the store: signed-out pages follow the
 * device.
 */
export function useSessionTheme() {
  const chosen = useSession()?.theme;
  const [, setTheme] = useStore<ThemeType>('theme');
  const removeTheme = useRemoveFromStore('theme');
  useEffect(() => {
    if (chosen === 'light' || chosen === 'dark') setTheme(chosen);
    else if (chosen === 'system') removeTheme();
  }, [chosen, setTheme, removeTheme]);
}

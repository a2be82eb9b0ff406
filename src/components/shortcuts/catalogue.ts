/**
 * The portal's keyboard shortcuts, one catalogue: what each listens to (react-hotkeys-hook's
 * key names, matched by the physical key, so they work with the Thai keyboard layout too),
 * how the help dialog writes it, and its text (app.shortcuts.<id>). None is a browser's own:
 * single letters only outside fields, Ctrl+Enter (not Ctrl+S, the browser's save) to save, and
 * Ctrl+K, which the portal takes from the browser's address bar search while it has focus.
 */
export const SHORTCUTS = {
  global: [
    { id: 'palette', hotkeys: 'mod+k', shown: [['Ctrl', 'K']] },
    { id: 'help', hotkeys: 'shift+slash', shown: [['?']] },
    { id: 'search', hotkeys: 'slash', shown: [['/']] },
  ],
  list: [
    { id: 'next_row', hotkeys: 'j', shown: [['J']] },
    { id: 'previous_row', hotkeys: 'k', shown: [['K']] },
    { id: 'open_row', hotkeys: 'o', shown: [['Enter'], ['O']] },
    { id: 'select_row', hotkeys: 'x', shown: [['X']] },
    { id: 'next_page', hotkeys: 'n', shown: [['N']] },
    { id: 'previous_page', hotkeys: 'p', shown: [['P']] },
  ],
  form: [
    { id: 'save', hotkeys: 'mod+enter', shown: [['Ctrl', 'Enter']] },
    { id: 'back', hotkeys: 'escape', shown: [['Esc']] },
  ],
} as const;

export type ShortcutGroup = keyof typeof SHORTCUTS;
type Entry = (typeof SHORTCUTS)[ShortcutGroup][number];
export type ShortcutId = Entry['id'];

/** The keys react-hotkeys-hook listens to for a shortcut. */
export function hotkeysOf(id: ShortcutId): string {
  for (const group of Object.values(SHORTCUTS)) {
    const found = group.find((s: Entry) => s.id === id);
    if (found) return found.hotkeys;
  }
  throw new Error(`no shortcut ${id}`);
}

/**
 * Marks of the buttons the form keys press (ShortcutsHelp.tsx): Esc presses the screen's back
 * button, Ctrl+Enter its form's main button when that is not its submit button (a form's
 * first step's Next).
 */
export const BACK_SHORTCUT = { 'data-shortcut': 'back' } as const;
export const SAVE_SHORTCUT = { 'data-shortcut': 'save' } as const;

/** The event that opens the help dialog (from the profile menu, or `?`). */
export const SHORTCUTS_HELP_EVENT = 'portal:shortcuts-help';

export const openShortcutsHelp = () => window.dispatchEvent(new Event(SHORTCUTS_HELP_EVENT));

/**
 * True when keys typed now belong to something else: an open dialog, menu or drawer (each a
 * MUI modal) other than the one the element `own` sits in, so a list or form behind it does
 * not react. The side menu (a menu list, but no modal) covers nothing.
 */
export function coveredBy(own: Element | null): boolean {
  const top = openLayer();
  return !!top && !(own && top.contains(own));
}

/** The open dialog, menu or drawer on top (each a MUI modal), if any. */
export function openLayer(): Element | undefined {
  const layers = document.querySelectorAll('.MuiModal-root:not(.MuiModal-hidden)');
  return layers[layers.length - 1];
}

/**
 * A catalogue text with its `%{name}` placeholders filled (the catalogues of i18n/ use
 * Polyglot's syntax, as the app does); a placeholder without a value stays as it is, so a text
 * can be filled in two steps.
 */
export function fill(text: string, values: Record<string, string | number | undefined>): string {
  return text.replace(/%\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}

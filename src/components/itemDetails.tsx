import { useTranslate } from 'react-admin';
import { ItemDetails, type PhotoRow } from './productParts';

/**
 * A picked item's details, read-only: its photo (opens the image viewer) and the fields
 * `fields` gives, each labelled `<keys>.<key>`.
 */
export function itemDetails<S extends PhotoRow>(
  keys: string,
  fields: (row: S) => [key: string, value: string][],
) {
  return function Details<R extends S>({
    row,
    onOpenImage,
  }: {
    row: R;
    onOpenImage: (r: R) => void;
  }) {
    const translate = useTranslate();
    const shown = fields(row).map(([key, value]) => [translate(`${keys}.${key}`), value] as const);
    return <ItemDetails row={row} onOpenImage={onOpenImage} fields={shown} />;
  };
}

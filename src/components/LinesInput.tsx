import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useMessage } from './formInputs';
import { ImageViewer } from './ImageViewer';
import { listTableSx } from './listParts';
import { PickerModal } from './PickerModal';
import type { PickRow } from './pickColumns';
import { picUrl, Thumbnail } from './productParts';
import { QuantityInput } from './QuantityInput';
import { useIsPhone } from './useIsPhone';
import { useOnChange } from './useOnChange';

/** What a line shows of its product: photo, code and name. */
export interface LineShown {
  pic: string | null;
  code: string;
  name: string;
}

/** A column of the lines besides the product, the quantity and remove. */
export interface LineColumn<L> {
  /** Translated header (the card's label of the value on a phone). */
  header: string;
  render: (line: L, index: number) => ReactNode;
  align?: 'right';
  minWidth?: number;
  nowrap?: boolean;
  /** The cell is an input with its own label: a card shows it without the header. */
  input?: boolean;
}

/** One 'select …' button and the picker it opens. */
export interface LinePicker<L, R extends PickRow> {
  /** Translated label of the button. */
  button: string;
  icon: ReactNode;
  /** The react-admin resource listed. */
  resource: string;
  /** Catalogue section of the picker: title, search_label, search_placeholder, and the list's. */
  keys: string;
  rowLabel: (row: R) => string;
  /** The picker's columns after the checkbox (`pickColumns`), given how to open a photo. */
  columns: (onOpen: (row: R) => void) => ReactNode;
  /** The new line of a record; `isLine`: the line that record already is. */
  toLine: (row: R) => L;
  isLine: (line: L, row: R) => boolean;
}

export interface LinesInputProps<L, R extends PickRow> {
  /** The form's field holding the lines. */
  source?: string;
  readOnly: boolean;
  /** Translated name of the lines (the table's, or the section's heading with `titled`). */
  title: string;
  /** The lines are a section of their own with the title as its heading, the buttons beside it. */
  titled?: boolean;
  pickers: LinePicker<L, R>[];
  /**
   * Before a shop is chosen: 'check' validates the shop field when a button is pressed (its
   * message shows and it takes the focus), 'disable' disables the buttons.
   */
  needsShop: 'check' | 'disable';
  /** The lines are the shop's products: choosing another shop empties them. */
  perShop?: boolean;
  lineKey: (line: L) => string | number;
  /** The line's product; undefined while it is not known yet. */
  shown: (line: L) => LineShown | undefined;
  /** Translated headers of the photo, code and name; `number`: a first column numbering lines. */
  headers: { image: string; code: string; name: string; number?: string };
  /** Columns between the name and the quantity. */
  info: LineColumn<L>[];
  /** The quantity: its field in the line, header and label (given the product's name). */
  quantity: { field: keyof L & string; header: string; label: (name: string) => string };
  /** Columns after the quantity. */
  extras?: LineColumn<L>[];
  remove: { header: string; label: (name: string) => string };
  /** Translated text while no line is chosen. */
  empty: string;
  /** Least width of the table, which scrolls sideways when narrower. */
  tableWidth: number;
}

/**
 * The lines of a record that a picker fills (booking, order, product set): 'select …' opens the
 * picker modal over the shop's products (several at once); a record already a line gets 1 more,
 * a new one starts at 1. Each line shows its product's photo, code and name, the screen's own
 * columns, the quantity (whole, from 0) and remove; a table, or a card per line on a phone.
 */
export function LinesInput<L, R extends PickRow>(props: LinesInputProps<L, R>) {
  const { source = 'product', readOnly, title, titled, pickers, needsShop, perShop } = props;
  const translate = useTranslate();
  const message = useMessage();
  const isPhone = useIsPhone();
  const headingId = useId();
  const { trigger, setValue, getValues } = useFormContext();
  const shopId = useWatch({ name: 'shop_id' }) as number | undefined;
  const watched = useWatch({ name: source }) as L[] | undefined;
  const { field, fieldState } = useInput<L[]>({ source });
  const lines = useMemo(() => watched ?? (field.value as L[]) ?? [], [watched, field.value]);
  const [picking, setPicking] = useState<number | null>(null);
  const [viewing, setViewing] = useState<{ pic: string | null; name: string } | null>(null);
  const filter = useMemo(() => ({ shop_id: shopId }), [shopId]);
  const view = useCallback(
    (r: { pic: string | null; product_name_th: string }) =>
      setViewing({ pic: r.pic, name: r.product_name_th }),
    [],
  );

  useOnChange(
    shopId,
    useCallback(() => {
      if (perShop && (getValues(source) as L[] | undefined)?.length) {
        setValue(source, [], { shouldDirty: true });
      }
    }, [perShop, getValues, setValue, source]),
  );

  const open = async (at: number) => {
    if (needsShop === 'disable' || (await trigger('shop_id', { shouldFocus: true })))
      setPicking(at);
  };
  const choose = (picker: LinePicker<L, R>) => (records: R[]) => {
    const q = props.quantity.field;
    const next = [...lines];
    for (const r of records) {
      const at = next.findIndex((l) => picker.isLine(l, r));
      if (at >= 0) next[at] = { ...next[at], [q]: (Number(next[at][q]) || 0) + 1 };
      else next.push(picker.toLine(r));
    }
    field.onChange(next);
    setPicking(null);
    if (fieldState.error) void trigger(source);
  };
  const remove = (i: number) => field.onChange(lines.filter((_, at) => at !== i));
  const listError = message(fieldState.error?.message ?? fieldState.error?.root?.message);
  const named = titled ? { 'aria-labelledby': headingId } : { 'aria-label': title };

  const toolbar = (titled || !readOnly) && (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      {titled && (
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
      )}
      {!readOnly &&
        pickers.map((p, at) => (
          <Button
            key={p.keys}
            variant="outlined"
            startIcon={p.icon}
            onClick={() => void open(at)}
            disabled={needsShop === 'disable' && !shopId}
          >
            {p.button}
          </Button>
        ))}
    </Box>
  );
  const parts = { ...props, lines, readOnly, view, removeAt: remove, named };

  const body = (
    <Box>
      {toolbar}
      {isPhone ? <LineCards {...parts} /> : <LineTable {...parts} />}
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      {pickers.map((p, at) => (
        <PickerModal<R>
          key={p.keys}
          open={picking === at}
          title={translate(`${p.keys}.title`)}
          resource={p.resource}
          filter={filter}
          multiple
          keys={p.keys}
          rowLabel={p.rowLabel}
          onConfirm={choose(p)}
          onClose={() => setPicking(null)}
        >
          {p.columns(view)}
        </PickerModal>
      ))}
      <ImageViewer
        src={viewing?.pic ? picUrl(viewing.pic) : null}
        title={viewing?.name ?? ''}
        onClose={() => setViewing(null)}
      />
    </Box>
  );
  return titled ? (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      {body}
    </Box>
  ) : (
    body
  );
}

interface PartsProps<L, R extends PickRow> extends LinesInputProps<L, R> {
  lines: L[];
  view: (r: { pic: string | null; product_name_th: string }) => void;
  removeAt: (i: number) => void;
  named: { 'aria-labelledby': string } | { 'aria-label': string };
}

/** A line's product, its quantity input and its remove button, as both layouts show them. */
function lineParts<L, R extends PickRow>(props: PartsProps<L, R>, line: L, index: number) {
  const shown = props.shown(line);
  const name = shown?.name ?? '';
  return {
    shown,
    name,
    photo: shown && (
      <Thumbnail row={{ pic: shown.pic, product_name_th: name }} onOpen={props.view} />
    ),
    quantity: (
      <QuantityInput
        source={`${props.source ?? 'product'}.${index}.${props.quantity.field}`}
        label={props.quantity.label(name)}
        disabled={props.readOnly}
      />
    ),
    remove: !props.readOnly && (
      <IconButton aria-label={props.remove.label(name)} onClick={() => props.removeAt(index)}>
        <DeleteOutline />
      </IconButton>
    ),
  };
}

/** The lines as a table (the keyboard reaches its box, which scrolls sideways when narrow). */
function LineTable<L, R extends PickRow>(props: PartsProps<L, R>) {
  const { lines, readOnly, headers, info, extras = [], named } = props;
  const columns = [...info, ...extras];
  const count = columns.length + 4 + (headers.number ? 1 : 0) + (readOnly ? 0 : 1);
  const cell = (c: LineColumn<L>, content: ReactNode, key: string) => (
    <TableCell
      key={key}
      align={c.align}
      sx={{ ...(c.minWidth ? { minWidth: c.minWidth } : {}), ...(c.nowrap ? NOWRAP : {}) }}
    >
      {content}
    </TableCell>
  );
  return (
    <Box
      sx={{ ...listTableSx, '& table': { minWidth: props.tableWidth } }}
      tabIndex={0}
      role="group"
      {...named}
    >
      <Table size="small" {...named}>
        <TableHead>
          <TableRow>
            {headers.number && <TableCell>{headers.number}</TableCell>}
            <TableCell>{headers.image}</TableCell>
            <TableCell>{headers.code}</TableCell>
            <TableCell>{headers.name}</TableCell>
            {info.map((c, k) => cell(c, c.header, `i${k}`))}
            <TableCell sx={{ minWidth: 130 }}>{props.quantity.header}</TableCell>
            {extras.map((c, k) => cell(c, c.header, `e${k}`))}
            {!readOnly && <TableCell>{props.remove.header}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => {
            const { shown, name, photo, quantity, remove } = lineParts(props, line, i);
            return (
              <TableRow key={props.lineKey(line)}>
                {headers.number && <TableCell>{i + 1}</TableCell>}
                <TableCell>{photo}</TableCell>
                <TableCell sx={NOWRAP}>{shown?.code}</TableCell>
                <TableCell>{name}</TableCell>
                {info.map((c, k) => cell(c, c.render(line, i), `i${k}`))}
                <TableCell>{quantity}</TableCell>
                {extras.map((c, k) => cell(c, c.render(line, i), `e${k}`))}
                {remove && <TableCell>{remove}</TableCell>}
              </TableRow>
            );
          })}
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={count}>
                <Typography color="text.secondary">{props.empty}</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The lines on a phone: a card per line, its values labelled, its inputs full width. */
function LineCards<L, R extends PickRow>(props: PartsProps<L, R>) {
  const { lines, headers, info, extras = [], named } = props;
  if (lines.length === 0) return <Typography color="text.secondary">{props.empty}</Typography>;
  const columns = [...info, ...extras];
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} {...named}>
      {lines.map((line, i) => {
        const { shown, name, photo, quantity, remove } = lineParts(props, line, i);
        return (
          <Card component="li" variant="outlined" key={props.lineKey(line)} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              {photo}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {headers.number ? `${i + 1}. ` : ''}
                  {shown?.code}
                </Typography>
                <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
              </Box>
              {remove}
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
                my: 1,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, textAlign: 'right' },
              }}
            >
              {columns
                .filter((c) => !c.input)
                .map((c, k) => (
                  <Box key={k} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2">
                      {c.header}
                    </Typography>
                    <Typography component="dd" variant="body2">
                      {c.render(line, i)}
                    </Typography>
                  </Box>
                ))}
            </Box>
            <Stack spacing={1.5} sx={{ pt: 1 }}>
              {quantity}
              {columns
                .filter((c) => c.input)
                .map((c, k) => (
                  <Box key={k}>{c.render(line, i)}</Box>
                ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import {
  useDataProvider,
  useGetList,
  useListContext,
  useNotify,
  useTranslate,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import Check from '@mui/icons-material/Check';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import {
  savedViewUpdateBody,
  VIEW_NAME_MAX,
  VIEWS_PER_LIST_MAX,
  type SavedViewParams,
  type SavedViewRow,
} from '../../contract/schemas/savedViews';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { contractResolver } from './contractResolver';
import { FormDialog } from './FormDialog';
import { FormText } from './formInputs';
import { useIsPhone } from './useIsPhone';

/**
 * Saved views of a list: the user's named parameters of the list (its search, tab and other
 * filters, sort and page size), kept by the server for the user alone. A view is opened by
 * the list's own URL with its parameters, as react-admin writes them (`?filter=…&sort=…`), so
 * the link of the list shown is the view's link too.
 */

const T = 'app.views';
const RESOURCE = 'savedViews';

type SavedView = SavedViewRow & RaRecord;

/**
 * The name of a list's views: its react-admin store key, or its resource, without the working
 * shop or channel (`confirm-order.shop1` → `confirm-order`), so a view serves every shop.
 */
export const viewListName = (storeKey: string) => storeKey.replace(/\.(shop|channel)\d+$/, '');

const ListName = createContext<string | null>(null);

/**
 * Gives the lists inside it saved views under `list`; none (null) for a list that keeps its
 * parameters to itself (`storeKey={false}`, not synced with the URL).
 */
export function SavedViewsScope({ list, children }: { list: string | null; children: ReactNode }) {
  return <ListName.Provider value={list}>{children}</ListName.Provider>;
}

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** The list's parameters as a view keeps them: plain values only, never the page. */
function paramsOf(list: ListControllerResult): SavedViewParams {
  const filter: Record<string, Scalar | Scalar[]> = {};
  for (const [key, value] of Object.entries(list.filterValues as Record<string, unknown>)) {
    if (isScalar(value)) filter[key] = value;
    else if (Array.isArray(value) && value.every(isScalar)) filter[key] = value;
  }
  const shown = Object.entries(list.displayedFilters as Record<string, unknown>).filter(
    (e): e is [string, boolean] => typeof e[1] === 'boolean',
  );
  return {
    filter,
    ...(list.sort.field ? { sort: list.sort.field, order: list.sort.order } : {}),
    perPage: list.perPage,
    displayedFilters: Object.fromEntries(shown),
  };
}

/** Text of a value with its keys in order: two views of the same parameters read alike. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** What decides the rows shown: a view matches the list when these are the same. */
const shownBy = (p: SavedViewParams) =>
  stable({ filter: p.filter ?? {}, sort: p.sort, order: p.order, perPage: p.perPage });

/** The list's URL query of a view, as react-admin reads it from the location (first page). */
export function viewSearch(p: SavedViewParams): string {
  const q = new URLSearchParams();
  q.set('filter', JSON.stringify(p.filter ?? {}));
  if (p.sort) q.set('sort', p.sort);
  if (p.order) q.set('order', p.order);
  q.set('page', '1');
  if (p.perPage) q.set('perPage', String(p.perPage));
  q.set('displayedFilters', JSON.stringify(p.displayedFilters ?? {}));
  return `?${q.toString()}`;
}

const nameResolver = contractResolver<{ name: string }>(savedViewUpdateBody.pick({ name: true }));

/**
 * The views button of a list's heading (components/listParts.tsx `ListHeading`): its menu
 * lists the user's views of the list (a tick on the one shown) to open one, saves the list
 * as shown under a name, renames or deletes the view shown, and copies the link of the list
 * as shown. Nothing outside a list that has views (`SavedViewsScope`).
 */
export function SavedViewsButton() {
  const list = useContext(ListName);
  return list ? <ViewsMenu list={list} /> : null;
}

function ViewsMenu({ list }: { list: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const location = useLocation();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const listContext = useListContext();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The views are read once the menu is first opened, then kept (react-query) per list.
  const [wanted, setWanted] = useState(false);
  const [dialog, setDialog] = useState<'save' | 'rename' | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const { data: views, error } = useGetList<SavedView>(
    RESOURCE,
    {
      filter: { list },
      pagination: { page: 1, perPage: VIEWS_PER_LIST_MAX },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: wanted },
  );
  const reload = () => queryClient.invalidateQueries({ queryKey: [RESOURCE] });

  const params = paramsOf(listContext);
  const shown = shownBy(params);
  const current = views?.find((v) => shownBy(v.params) === shown) ?? null;
  const close = () => setAnchor(null);
  const open = (v: SavedView) => {
    close();
    navigate({ pathname: location.pathname, search: viewSearch(v.params) });
  };
  const copyLink = async () => {
    close();
    const link = `${window.location.origin}${location.pathname}${viewSearch(params)}`;
    try {
      await navigator.clipboard.writeText(link);
      notify(`${T}.copied`, { type: 'success' });
    } catch (e) {
      console.error('Error: Unable to copy the link', e);
      notify(`${T}.copy_failed`, { type: 'error' });
    }
  };
  const label = translate(`${T}.button`);
  const buttonProps = {
    id: buttonId,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    onClick: (e: React.MouseEvent<HTMLElement>) => {
      setWanted(true);
      setAnchor(e.currentTarget);
    },
  };

  return (
    <>
      {isPhone ? (
        <IconButton {...buttonProps} aria-label={label} title={label}>
          <BookmarksOutlined />
        </IconButton>
      ) : (
        <Button
          {...buttonProps}
          variant="outlined"
          startIcon={<BookmarksOutlined />}
          endIcon={<ArrowDropDown />}
        >
          {label}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {error ? (
          <MenuItem disabled>{translate(`${T}.load_failed`)}</MenuItem>
        ) : views?.length === 0 ? (
          <MenuItem disabled>{translate(`${T}.none`)}</MenuItem>
        ) : null}
        {(views ?? []).map((v) => (
          <MenuItem
            key={v.id}
            role="menuitemradio"
            aria-checked={v.id === current?.id}
            onClick={() => open(v)}
            sx={{ maxWidth: 360 }}
          >
            <ListItemIcon>{v.id === current?.id && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText
              primary={v.name}
              slotProps={{ primary: { noWrap: true, title: v.name } }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setDialog('save');
          }}
        >
          <ListItemIcon>
            <BookmarkAddOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate(`${T}.save`)} />
        </MenuItem>
        {current && [
          <MenuItem
            key="rename"
            onClick={() => {
              close();
              setDialog('rename');
            }}
          >
            <ListItemIcon>
              <DriveFileRenameOutline fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate(`${T}.rename`)} secondary={current.name} />
          </MenuItem>,
          <MenuItem
            key="delete"
            onClick={() => {
              close();
              setDeleting(current);
            }}
          >
            <ListItemIcon>
              <DeleteOutline fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate(`${T}.delete`)} secondary={current.name} />
          </MenuItem>,
        ]}
        <MenuItem onClick={() => void copyLink()}>
          <ListItemIcon>
            <LinkOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate(`${T}.copy_link`)} />
        </MenuItem>
      </Menu>
      {dialog === 'save' && (
        <FormDialog
          title={translate(`${T}.save_title`)}
          defaultValues={{ name: '' }}
          resolver={nameResolver}
          save={async ({ name }) => {
            const made = await dataProvider.create<SavedView>(RESOURCE, {
              data: { list, name, params },
            });
            notify(`${T}.saved`, { type: 'success', messageArgs: { name: made.data.name } });
            void reload();
          }}
          submitLabel={translate(`${T}.submit`)}
          cancelLabel={translate(`${T}.cancel`)}
          onClose={() => setDialog(null)}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.save_hint`)}
          </Typography>
          <FormText name="name" label={translate(`${T}.name`)} maxLength={VIEW_NAME_MAX} required />
        </FormDialog>
      )}
      {dialog === 'rename' && current && (
        <FormDialog
          title={translate(`${T}.rename_title`)}
          defaultValues={{ name: current.name }}
          resolver={nameResolver}
          save={async ({ name }) => {
            await dataProvider.update<SavedView>(RESOURCE, {
              id: current.id,
              data: { name },
              previousData: current,
            });
            notify(`${T}.renamed`, { type: 'success', messageArgs: { name } });
            void reload();
          }}
          submitLabel={translate(`${T}.submit`)}
          cancelLabel={translate(`${T}.cancel`)}
          onClose={() => setDialog(null)}
        >
          <FormText name="name" label={translate(`${T}.name`)} maxLength={VIEW_NAME_MAX} required />
        </FormDialog>
      )}
      <ConfirmDeleteDialog
        resource={RESOURCE}
        record={deleting}
        title={translate(`${T}.delete_title`)}
        question={translate(`${T}.delete_question`)}
        name={deleting?.name ?? ''}
        successKey={`${T}.deleted`}
        onClose={() => setDeleting(null)}
        onDeleted={() => void reload()}
      />
    </>
  );
}

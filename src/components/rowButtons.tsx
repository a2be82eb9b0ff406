import type { Identifier } from 'react-admin';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';

/**
 * The icon of a list row that opens its record: a pencil, or an eye where the user only reads
 * it. `label` (translated) is its tooltip and accessible name.
 */
export function OpenRecordButton({
  resource,
  id,
  label,
  readOnly,
  type = 'edit',
}: {
  resource: string;
  id: Identifier;
  label: string;
  readOnly: boolean;
  /** The record's screen: its edit screen, or its show screen where it is only read. */
  type?: 'edit' | 'show';
}) {
  const createPath = useCreatePath();
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={createPath({ resource, id, type })}
        aria-label={label}
        color="primary"
        size="small"
      >
        {readOnly ? <VisibilityOutlined fontSize="small" /> : <EditOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The delete icon of a list row; with `blocked` (translated: why not) it is disabled and its
 * tooltip says why.
 */
export function RowDeleteButton({
  label,
  blocked,
  onClick,
}: {
  label: string;
  blocked?: string;
  onClick: () => void;
}) {
  return (
    <Tooltip title={blocked ?? label}>
      {/* A disabled button fires no events: the span keeps the tooltip working. */}
      <span>
        <IconButton
          aria-label={label}
          color="error"
          size="small"
          disabled={blocked !== undefined}
          onClick={onClick}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

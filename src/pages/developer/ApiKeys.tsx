import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { apiKeyCreateBody } from '../../../contract/schemas/apiKeys';
import { contractResolver } from '../../components/contractResolver';
import { FormDialog } from '../../components/FormDialog';
import { FormFlag, FormText } from '../../components/formInputs';
import { formatDateTime } from '../../components/format';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData, type PortalDataProvider } from '../../providers/dataProvider';
import { ShownOnce } from './ShownOnce';

const T = 'app.developer';
type ApiKey = Awaited<ReturnType<PortalDataProvider['listApiKeys']>>[number];
type Created = Awaited<ReturnType<PortalDataProvider['createApiKey']>>;
const resolver = contractResolver<{ name: string; read_only: boolean }>(apiKeyCreateBody);

/**
 * The user's API keys: each named, read-only or not, when last used and from where; a new
 * key is shown once, to copy; a key is revoked after a question.
 */
export function ApiKeys() {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const queryClient = useQueryClient();
  const queryKey = ['developer', 'apiKeys'];
  const keys = useQuery({ queryKey, queryFn: () => dataProvider.listApiKeys(), retry: false });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey });

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(`${T}.keys_title`)}
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {translate(`${T}.create`)}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.keys_hint`)}
      </Typography>
      {keys.error ? (
        <Alert severity="error">
          {failureOf(keys.error).message ?? translate(`${T}.load_failed`)}
        </Alert>
      ) : (
        <KeyRows keys={keys.data} onRevoked={() => void reload()} />
      )}
      {creating && (
        <FormDialog
          title={translate(`${T}.create_title`)}
          defaultValues={{ name: '', read_only: false }}
          resolver={resolver}
          save={async (values) => {
            setCreated(await dataProvider.createApiKey(values.name, values.read_only));
            void reload();
          }}
          submitLabel={translate(`${T}.save`)}
          cancelLabel={translate(`${T}.cancel`)}
          onClose={() => setCreating(false)}
        >
          <FormText name="name" label={translate(`${T}.name`)} maxLength={100} required />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {translate(`${T}.name_hint`)}
          </Typography>
          <FormFlag name="read_only" label={translate(`${T}.read_only`)} />
        </FormDialog>
      )}
      {created && (
        <ShownOnce
          title={translate(`${T}.created_title`)}
          body={translate(`${T}.created_body`)}
          label={translate(`${T}.key_label`)}
          value={created.key}
          copied={translate(`${T}.copied`)}
          onClose={() => setCreated(null)}
        />
      )}
    </Box>
  );
}

/** The keys, newest first, as cards: name, the key's start, access, use and status. */
function KeyRows({ keys, onRevoked }: { keys: ApiKey[] | undefined; onRevoked: () => void }) {
  const translate = useTranslate();
  if (!keys) return null;
  if (!keys.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate(`${T}.none`)}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {keys.map((k) => (
        <Paper component="li" key={k.id} variant="outlined" sx={{ p: 1.5 }}>
          <KeyRow apiKey={k} onRevoked={onRevoked} />
        </Paper>
      ))}
    </Stack>
  );
}

function KeyRow({ apiKey: k, onRevoked }: { apiKey: ApiKey; onRevoked: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePortalData();
  const [asking, setAsking] = useState(false);
  const revoke = async () => {
    setAsking(false);
    try {
      await dataProvider.revokeApiKey(k.id);
      notify(`${T}.revoked_done`, { type: 'success', messageArgs: { name: k.name } });
      onRevoked();
    } catch (e) {
      notify(failureOf(e).message ?? translate('ra.notification.http_error'), { type: 'error' });
    }
  };
  const fact = (label: string, value: string) => (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {k.name}
          </Typography>
          <Chip
            size="small"
            color={k.revoked_at ? 'default' : 'success'}
            variant="outlined"
            label={
              k.revoked_at
                ? translate(`${T}.revoked`, { date: formatDateTime(k.revoked_at) })
                : translate(`${T}.active`)
            }
          />
        </Box>
        {fact(translate(`${T}.col_key`), `${k.prefix}…`)}
        {fact(
          translate(`${T}.col_access`),
          translate(k.read_only ? `${T}.access_read` : `${T}.access_write`),
        )}
        {fact(translate(`${T}.col_created`), formatDateTime(k.created_at))}
        {fact(
          translate(`${T}.col_used`),
          k.last_used_at
            ? translate(`${T}.used_from`, {
                date: formatDateTime(k.last_used_at),
                ip: k.last_used_ip ?? '-',
              })
            : translate(`${T}.never_used`),
        )}
      </Box>
      {!k.revoked_at && (
        <Button
          color="error"
          size="small"
          startIcon={<BlockOutlined />}
          onClick={() => setAsking(true)}
          aria-label={translate(`${T}.revoke_name`, { name: k.name })}
        >
          {translate(`${T}.revoke`)}
        </Button>
      )}
      <Confirm
        isOpen={asking}
        title={translate(`${T}.revoke_title`, { name: k.name })}
        content={translate(`${T}.revoke_body`)}
        confirm={translate(`${T}.revoke_confirm`)}
        confirmColor="warning"
        onConfirm={() => void revoke()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MailOutlined from '@mui/icons-material/MailOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import type { MailboxRow, MailLink } from '../../../contract/schemas/password';
import { useDocumentTitle } from '../../components/documentTitle';
import { formatDateTime } from '../../components/format';
import { usePortalData } from '../../providers/dataProvider';
import { failureOf } from '../../providers/apiErrors';
import { byMode } from '../../layout/theme';

/** The mail's text with each of its links' addresses turned into a link within the app. */
function MailText({ text, links }: { text: string; links: MailLink[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (;;) {
    const hits = links
      .map((l) => ({ link: l, at: rest.indexOf(l.url) }))
      .filter((h) => h.at >= 0)
      .sort((a, b) => a.at - b.at);
    const hit = hits[0];
    if (!hit) break;
    parts.push(rest.slice(0, hit.at));
    parts.push(
      <Link key={key++} component={RouterLink} to={hit.link.path} sx={{ wordBreak: 'break-all' }}>
        {hit.link.url}
      </Link>,
    );
    rest = rest.slice(hit.at + hit.link.url.length);
  }
  parts.push(rest);
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{
        whiteSpace: 'pre-wrap',
        bgcolor: byMode('#fafafa', 'rgba(255, 255, 255, 0.05)'),
        p: 2,
        borderRadius: 1,
      }}
    >
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </Typography>
  );
}

function MailCard({ row }: { row: MailboxRow }) {
  const translate = useTranslate();
  const L = 'app.mailbox';
  const status = row.error
    ? { label: translate(`${L}.status_failed`, { error: row.error }), color: 'error' as const }
    : row.sent_at
      ? { label: translate(`${L}.status_sent`), color: 'success' as const }
      : { label: translate(`${L}.status_pending`), color: 'default' as const };
  return (
    <Card component="article" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="flex-start" justifyContent="space-between">
          <Typography variant="h6" component="h2">
            {row.subject}
          </Typography>
          <Chip size="small" label={status.label} color={status.color} />
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            my: 1,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          <dt>{translate(`${L}.to`)}</dt>
          <dd>{row.to}</dd>
          <dt>{translate(`${L}.time`)}</dt>
          <dd>{formatDateTime(row.created_at)}</dd>
        </Box>
        <MailText text={row.text} links={row.links} />
        {row.links.length > 0 && (
          <>
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="subtitle2" gutterBottom>
              {translate(`${L}.links`)}
            </Typography>
            <Stack spacing={0.5}>
              {row.links.map((l) => (
                <Stack
                  key={l.url}
                  direction="row"
                  spacing={1}
                  alignItems="baseline"
                  flexWrap="wrap"
                >
                  <Link component={RouterLink} to={l.path} sx={{ wordBreak: 'break-all' }}>
                    {l.path.split('?')[0]}
                  </Link>
                  <Typography variant="caption" color="text.secondary">
                    {translate(`${L}.expires`, { time: formatDateTime(new Date(l.expireIn)) })}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Where the tab keeps the mailbox's key once opened by its address (`#key=…`). */
const KEY_STORE = 'portal.mailboxKey';

/**
 * The mailbox's key: from the address the server printed (`/dev/mailbox#key=…`), kept for
 * the tab so the mailbox opens again after following a link; the address loses it at once.
 */
function readMailboxKey(): string {
  const fromAddress = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (fromAddress) {
    sessionStorage.setItem(KEY_STORE, fromAddress);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return fromAddress ?? sessionStorage.getItem(KEY_STORE) ?? '';
}

function useMailboxKey(): string {
  const [key, setKey] = useState(readMailboxKey);
  // The printed address pasted into a tab already on the mailbox changes only the hash.
  useEffect(() => {
    const read = () => setKey(readMailboxKey());
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return key;
}

/**
 * /dev/mailbox: the sandbox outbox (no SMTP server configured), newest first, with the
 * links of each mail clickable within the app. The server answers 404 when the mailbox is off
 * or the page was not opened by the address with the key that the server printed.
 */
export default function MailboxPage() {
  const translate = useTranslate();
  const L = 'app.mailbox';
  useDocumentTitle(translate(`${L}.title`));
  const [filter, setFilter] = useState('');
  const [to, setTo] = useState('');
  const key = useMailboxKey();
  const dataProvider = usePortalData();
  const mail = useQuery({
    queryKey: ['devMailbox', to, key],
    queryFn: ({ signal }) => dataProvider.devMailbox({ to: to || undefined }, key, signal),
    enabled: key !== '',
    retry: false,
    gcTime: 0,
  });
  // The server answers 404 when the mailbox is off (or the key is not its own).
  const off = failureOf(mail.error).status === 404;
  const reload = () => {
    const next = filter.trim();
    if (next === to) void mail.refetch();
    else setTo(next);
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: byMode('#f5f5f5', '#121212'), py: 4 }}>
      <Container maxWidth="md" component="main">
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
          <MailOutlined color="primary" fontSize="large" />
          <Typography variant="h4" component="h1">
            {translate(`${L}.title`)}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate(`${L}.intro`)}
        </Typography>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ mb: 3 }}
          onSubmit={(e) => {
            e.preventDefault();
            reload();
          }}
        >
          <TextField
            size="small"
            label={translate(`${L}.filter`)}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            variant="outlined"
            sx={{ flex: 1, bgcolor: 'background.paper' }}
          />
          <Button type="submit" variant="contained" startIcon={<RefreshOutlined />}>
            {translate(`${L}.refresh`)}
          </Button>
        </Stack>
        {mail.isFetching && (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <CircularProgress aria-label={translate('app.shell.loading')} />
          </Box>
        )}
        {key === '' && <Alert severity="info">{translate(`${L}.no_key`)}</Alert>}
        {mail.isError && !mail.isFetching && (
          <Alert severity={off ? 'info' : 'error'}>
            {translate(off ? `${L}.off` : `${L}.load_failed`)}
          </Alert>
        )}
        {mail.data?.length === 0 && !mail.isFetching && (
          <Alert severity="info">{translate(`${L}.empty`)}</Alert>
        )}
        {mail.data && !mail.isFetching && (
          <Stack spacing={2}>
            {mail.data.map((row) => (
              <MailCard key={row.id} row={row} />
            ))}
          </Stack>
        )}
        <Box sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/login">
            {translate('app.account.back_to_login')}
          </Link>
        </Box>
      </Container>
    </Box>
  );
}

import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useDocumentTitle } from '../../components/documentTitle';
import { ApiKeys } from './ApiKeys';
import { Webhooks } from './Webhooks';

const T = 'app.developer';
type TabKey = 'keys' | 'webhooks';

/**
 * Connecting a shop's own programs (/developer, from the profile menu): the user's API keys,
 * and the working shop's webhook endpoints with their deliveries; the API guide opens at
 * /api/docs.
 */
export default function DeveloperPage() {
  const translate = useTranslate();
  const title = translate(`${T}.title`);
  useDocumentTitle(title);
  const [tab, setTab] = useState<TabKey>('keys');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.intro`)}
        </Typography>
        <Link
          href="/api/docs"
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, my: 1 }}
        >
          {translate(`${T}.docs_link`)}
          <OpenInNew fontSize="small" aria-hidden />
        </Link>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs value={tab} onChange={(_, v: TabKey) => setTab(v)} variant="scrollable">
            <Tab value="keys" label={translate(`${T}.tab_keys`)} />
            <Tab value="webhooks" label={translate(`${T}.tab_webhooks`)} />
          </Tabs>
        </Box>
        {tab === 'keys' ? <ApiKeys /> : <Webhooks />}
      </CardContent>
    </Card>
  );
}

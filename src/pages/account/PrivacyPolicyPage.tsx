import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useDocumentTitle } from '../../components/documentTitle';
import { formatLongDate } from '../../components/format';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { useSession } from '../../providers/session';
import { byMode } from '../../layout/theme';

const L = 'app.privacy';
/** The day the notice was last changed (yyyy-mm-dd). */
const UPDATED = '2026-11-01';
/** The ten sections of spec part 3 §2 "Privacy policy", in order. */
const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** A section's text: lines starting with '- ' are list items, other lines paragraphs. */
function Prose({ text }: { text: string }) {
  const blocks: { list: boolean; lines: string[] }[] = [];
  for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
    const item = line.startsWith('- ');
    const last = blocks[blocks.length - 1];
    if (item && last?.list) last.lines.push(line.slice(2));
    else blocks.push({ list: item, lines: [item ? line.slice(2) : line] });
  }
  return (
    <>
      {blocks.map((b, i) =>
        b.list ? (
          <Box component="ul" key={i} sx={{ mt: 0, mb: 1.5, pl: 3 }}>
            {b.lines.map((l, j) => (
              <Typography component="li" key={j} sx={{ mb: 0.5 }}>
                {l}
              </Typography>
            ))}
          </Box>
        ) : (
          <Fragment key={i}>
            {b.lines.map((l, j) => (
              <Typography key={j} sx={{ mb: 1.5 }}>
                {l}
              </Typography>
            ))}
          </Fragment>
        ),
      )}
    </>
  );
}

function Notice() {
  const translate = useTranslate();
  return (
    <Box component="article" sx={{ lineHeight: 1.7 }}>
      <Typography variant="h5" component="h1" gutterBottom fontWeight={600}>
        {translate(`${L}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${L}.updated`, { date: formatLongDate(UPDATED) })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${L}.intro`)}</Typography>
      {SECTIONS.map((n) => (
        <Box component="section" key={n} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`${L}.s${n}_title`)}
          </Typography>
          <Prose text={translate(`${L}.s${n}_body`)} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The privacy notice (spec part 3 §2, §9): inside the shell when signed in (/terms, the top
 * bar's terms of service), on its own page when signed out (/privacy-policy).
 */
export default function PrivacyPolicyPage() {
  const translate = useTranslate();
  const signedIn = useSession() !== null;
  useDocumentTitle(translate(`${L}.title`));
  if (signedIn) {
    return (
      <Card sx={{ mt: 2, mb: 4 }}>
        <Title title={translate(`${L}.title`)} />
        <CardContent sx={{ p: { xs: 2, md: 4 }, maxWidth: 900 }}>
          <Notice />
        </CardContent>
      </Card>
    );
  }
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: byMode('#f5f5f5', '#121212'), py: 4 }}>
      <Container maxWidth="md" component="main">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
          <Button component={RouterLink} to="/login" startIcon={<ArrowBack />}>
            {translate(`${L}.back_to_login`)}
          </Button>
          <LanguageSwitch color="primary" />
        </Box>
        <Card>
          <CardContent sx={{ p: { xs: 2, md: 5 } }}>
            <Notice />
          </CardContent>
        </Card>
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button component={RouterLink} to="/login" variant="contained">
            {translate(`${L}.back_to_login`)}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

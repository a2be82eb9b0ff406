import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { useDocumentTitle } from './documentTitle';

/**
 * The frame of the signed-out pages (registration, reset password, verify e-mail, the
 * privacy notice): the sign-in page's gradient, a card with an icon and a title, and the
 * language switch. Narrow cards sit in the middle of the screen, wide forms at the top.
 */
export function PublicFrame({
  icon,
  title,
  subtitle,
  maxWidth = 440,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const wide = maxWidth > 560;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: wide ? 'flex-start' : 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #0d47a1 0%, #1976d2 55%, #64b5f6 100%)',
        p: { xs: 1, sm: 2 },
        ...(wide ? { pt: { xs: 7, sm: 8 }, pb: 4 } : {}),
      }}
    >
      <Box sx={{ position: 'absolute', top: 12, right: 16, color: '#fff' }}>
        <LanguageSwitch />
      </Box>
      <Card component="main" sx={{ width: '100%', maxWidth, borderRadius: 3 }} elevation={8}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack alignItems="center" spacing={1} sx={{ mb: 3 }}>
            {icon}
            <Typography variant="h5" component="h1" fontWeight={600} align="center">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" align="center">
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

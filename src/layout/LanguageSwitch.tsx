import { useLocaleState, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';

/** Switches between Thai (default) and English. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const next = locale === 'th' ? 'en' : 'th';
  return (
    <Button
      color={color}
      startIcon={<TranslateIcon />}
      onClick={() => setLocale(next)}
      title={translate('app.shell.language')}
      sx={{ textTransform: 'none' }}
    >
      {translate(next === 'en' ? 'app.shell.english' : 'app.shell.thai')}
    </Button>
  );
}

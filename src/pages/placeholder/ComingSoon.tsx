import { Title, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';

/** A screen that a later release brings: says so in Thai and shows no data. */
export function ComingSoon({ name }: { name: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {name}
        </Typography>
        <ConstructionOutlined color="action" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.coming_soon.title')}
        </Typography>
        <Typography color="text.secondary">
          {translate('app.coming_soon.body', { name })}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The placeholder of a menu's screen, titled with the menu's name. */
export function MenuComingSoon({ menu }: { menu: string }) {
  const translate = useTranslate();
  return <ComingSoon name={translate(`app.menu.${menu}`)} />;
}

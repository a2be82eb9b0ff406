import type { FormEventHandler, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate, useWarnWhenUnsavedChanges } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { MessageDialog } from '../../components/MessageDialog';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { PublicFrame } from '../../components/PublicFrame';
import { SuccessDialog } from './SuccessDialog';
import type { useRegistration } from './useRegistration';

/**
 * The company and individual forms' page: fields, Back (to /register) and Save, dialogs.
 * Until the registration is saved, leaving with typed data asks first.
 */
export function RegisterFormFrame({
  title,
  state,
  onSubmit,
  children,
}: {
  title: string;
  state: ReturnType<typeof useRegistration>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  useWarnWhenUnsavedChanges(state.account === null);
  return (
    <PublicFrame
      icon={<PersonAddAltOutlined color="primary" sx={{ fontSize: 44 }} />}
      title={title}
      maxWidth={880}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.register.form.required_hint')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        {children}
        <Stack direction="row" spacing={2} justifyContent="space-between" sx={{ mt: 2 }}>
          <Button variant="outlined" size="large" onClick={() => navigate('/register')}>
            {translate('app.register.form.back')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={state.busy}>
            {translate('app.register.form.save')}
          </Button>
        </Stack>
      </Box>
      <FullScreenSpinner open={state.busy} label={translate('app.shell.loading')} />
      <MessageDialog
        open={state.alert !== null}
        title={translate('app.register.form.error_title')}
        message={state.alert ?? ''}
        button={translate('app.register.form.ok')}
        onClose={state.closeAlert}
      />
      <SuccessDialog account={state.account} onLogin={state.toLogin} />
    </PublicFrame>
  );
}

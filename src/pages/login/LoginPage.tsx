import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useLogin, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { BusyAndAlert, useBusyAlert } from '../../components/MessageDialog';
import { PublicFrame } from '../../components/PublicFrame';
import { getSession } from '../../providers/session';
import type { FirstLoginRequest } from './FirstLoginDialog';
import { lazyScreen } from '../../components/lazyScreen';
import { PasswordField } from '../account/PasswordField';

// The dialogs and their validation load when they open: the sign-in page stays small.
const FirstLoginDialog = lazyScreen(() => import('./FirstLoginDialog'));
const ForgotPasswordDialog = lazyScreen(() => import('./ForgotPasswordDialog'));

interface Values {
  email: string;
  password: string;
}

/** Sign-in (spec part 1 "Login"). */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const work = useBusyAlert();
  const { busy, setBusy, setAlert } = work;
  const [mustChange, setMustChange] = useState<FirstLoginRequest | null>(null);
  const [forgot, setForgot] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<Values>({
    defaultValues: { email: '', password: '' },
  });

  if (getSession()) return <Navigate to="/" replace />;

  const onSubmit = async (values: Values) => {
    setBusy(true);
    try {
      await login(values);
    } catch (e) {
      const err = e as {
        status?: number;
        message?: string;
        body?: { message?: string; data?: { doc_types?: unknown } };
      };
      const message = err.body?.message ?? err.message ?? translate('ra.notification.http_error');
      if (err.status === 401) {
        // The 401 may name the account's identity document types (company: ภ.พ.20 only).
        const docTypes = err.body?.data?.doc_types;
        setMustChange({
          email: values.email.trim(),
          password: values.password,
          message,
          docTypes:
            Array.isArray(docTypes) && docTypes.every((d) => typeof d === 'number')
              ? docTypes
              : null,
        });
      } else setAlert(message);
    } finally {
      setBusy(false);
    }
  };

  const { errors } = formState;
  return (
    <PublicFrame
      icon={<LocalShippingOutlined color="primary" sx={{ fontSize: 48 }} />}
      title={translate('app.login.title')}
      subtitle={translate('app.login.subtitle')}
      maxWidth={420}
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack spacing={2}>
          <TextField
            label={translate('app.login.email')}
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            error={!!errors.email}
            helperText={errors.email?.message}
            {...register('email', {
              validate: (v) => v.trim() !== '' || translate('app.login.email_required'),
            })}
          />
          <PasswordField
            label={translate('app.login.password')}
            autoComplete="current-password"
            toggleTabbable
            error={!!errors.password}
            helperText={errors.password?.message}
            {...register('password', {
              validate: (v) => v !== '' || translate('app.login.password_required'),
            })}
          />
          <Box sx={{ textAlign: 'right' }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setForgot(getValues('email'))}
            >
              {translate('app.login.forgot')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('app.login.submit')}
          </Button>
          <Button component={RouterLink} to="/register" variant="outlined" size="large">
            {translate('app.login.register')}
          </Button>
        </Stack>
      </Box>
      <BusyAndAlert
        state={work}
        title={translate('app.login.error_title')}
        button={translate('app.login.ok')}
      />
      <Suspense fallback={<FullScreenSpinner open label={translate('app.shell.loading')} />}>
        {forgot !== null && (
          <ForgotPasswordDialog defaultEmail={forgot} onClose={() => setForgot(null)} />
        )}
        {mustChange && (
          <FirstLoginDialog request={mustChange} onClose={() => setMustChange(null)} />
        )}
      </Suspense>
    </PublicFrame>
  );
}

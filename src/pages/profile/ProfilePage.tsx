import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate, WarnWhenUnsavedChanges } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  profileUpdateBody,
  type ProfileUpdateBody,
  type UserInfo,
} from '../../../contract/schemas/register';
import { FormButtons } from '../../components/FormButtons';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { LoadedRecord } from '../../components/LoadedRecord';
import { usePortalData } from '../../providers/dataProvider';
import { withCopiedAddress } from '../register/DocumentAddress';
import { UserInfoSections } from './UserInfoSections';
import { ThemeField } from './ThemeField';
import { YearEraField } from './YearEraField';
import { FormSection } from '../../components/formInputs';
import { failureOf, placeFieldErrors } from '../../providers/apiErrors';
import {
  fieldsOf,
  kindOf,
  profileDefaults,
  type ProfileOutput,
  type ProfileValues,
} from './profileValues';

const L = 'app.register.profile';
const F = 'app.register.form';
const resolver: Resolver<ProfileValues, unknown, ProfileOutput> = zodResolver(profileUpdateBody);

/** Edit user profile (/edit-user-profile, spec part 3 §2, §3, §5). */
export default function ProfilePage() {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const { data, error, isPending } = useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => dataProvider.getProfile(signal),
    staleTime: 0,
    retry: false,
  });
  const title = translate(`${L}.title`);
  return (
    <LoadedRecord
      record={data}
      title={title}
      pending={isPending}
      error={error}
      failedMessage={translate(`${L}.load_failed`)}
      backTo="/"
      backLabel={translate(`${F}.back`)}
    >
      {(info) => <ProfileForm info={info} title={title} />}
    </LoadedRecord>
  );
}

function ProfileForm({ info, title }: { info: UserInfo; title: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = usePortalData();
  const update = useMutation({
    mutationFn: async (body: ProfileUpdateBody) => {
      await dataProvider.updateProfile(body);
      // The top bar's name and phone come from the stored session: refresh it.
      try {
        await dataProvider.refreshSession();
      } catch (e) {
        console.error('Error: Unable to fetch data (session)', e);
      }
    },
  });
  const [kind] = useState(() => kindOf(info));
  const [busy, setBusy] = useState(false);
  const form = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver,
    defaultValues: profileDefaults(info, kind),
  });
  const t = (key: string) => translate(`${F}.${key}`);

  const save = async (values: ProfileOutput) => {
    setBusy(true);
    try {
      await update.mutateAsync(withCopiedAddress(values, kind.copy, kind.main, kind.doc));
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      // The top bar's name comes from react-admin's cached identity.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      notify(`${L}.saved`, { type: 'success' });
      navigate('/');
    } catch (e) {
      const left = placeFieldErrors(form, failureOf(e), fieldsOf(kind)).join(' ');
      if (left) notify(left, { type: 'error' });
      else if (failureOf(e).status !== 400) notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormProvider {...form}>
      <WarnWhenUnsavedChanges enable formRootPathName={undefined} formControl={form.control} />
      <Title title={title} />
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate(`${F}.required_hint`)}
          </Typography>
          <Box component="form" noValidate onSubmit={form.handleSubmit(save)}>
            <UserInfoSections info={info} kind={kind} />
            <FormSection title={translate(`${L}.section_display`)}>
              <YearEraField />
              <ThemeField />
            </FormSection>
            <FormButtons
              backLabel={t('back')}
              onBack={() => navigate('/')}
              saveLabel={t('save')}
              saveDisabled={busy}
              sx={{ mt: 2 }}
            />
          </Box>
        </CardContent>
      </Card>
      <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
    </FormProvider>
  );
}

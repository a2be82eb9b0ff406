import type { FormEventHandler, ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslate, useWarnWhenUnsavedChanges } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormButtons } from '../../components/FormButtons';
import { BusyAndAlert } from '../../components/MessageDialog';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { PublicFrame } from '../../components/PublicFrame';
import { useLookup } from '../../components/useLookup';
import type { RegistrationBody } from '../../../contract/schemas/register';
import { SuccessDialog } from './SuccessDialog';
import { useRegistration } from './useRegistration';

interface FrameProps {
  title: string;
  state: ReturnType<typeof useRegistration>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A registration form (company or individual): the form, its saving (`useRegistration`, which
 * places a refusal's messages under `fields`), the titles' choices, `t` for the form's labels,
 * and `submitOf(body)`: the submit handler sending `body(values)`.
 */
export function useRegisterForm<T extends FieldValues, O>(
  resolver: Resolver<T, unknown, O>,
  defaultValues: NoInfer<DefaultValues<T>>,
  fields: readonly string[],
  aliases?: Record<string, string>,
) {
  const translate = useTranslate();
  const titles = useLookup('titles').choices;
  const form = useForm<T, unknown, O>({ resolver, defaultValues });
  const state = useRegistration(form, fields, aliases);
  return {
    form,
    state,
    titles,
    translate,
    t: (key: string) => translate(`app.register.form.${key}`),
    submitOf: (body: (values: O) => RegistrationBody) =>
      form.handleSubmit((values) => state.save(body(values)), state.invalid),
  };
}

/**
 * The company and individual forms' page: fields, Back (to /register) and Save, dialogs.
 * Until the registration is saved, leaving with typed data asks first.
 */
export function RegisterFormFrame<T extends FieldValues, O>({
  form,
  ...props
}: FrameProps & { form: UseFormReturn<T, unknown, O> }) {
  return (
    <FormProvider {...form}>
      <FramePage {...props} />
    </FormProvider>
  );
}

function FramePage({ title, state, onSubmit, children }: FrameProps) {
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
        <FormButtons
          backLabel={translate('app.register.form.back')}
          onBack={() => navigate('/register')}
          saveLabel={translate('app.register.form.save')}
          saveDisabled={state.busy}
          size="large"
          spread
          sx={{ mt: 2 }}
        />
      </Box>
      <BusyAndAlert
        state={state}
        title={translate('app.register.form.error_title')}
        button={translate('app.register.form.ok')}
      />
      <SuccessDialog account={state.account} onLogin={state.toLogin} />
    </PublicFrame>
  );
}

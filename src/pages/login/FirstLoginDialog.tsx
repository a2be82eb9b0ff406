import { useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useLogin, useTranslate } from 'react-admin';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { DOC_TYPE } from '../../../contract/enums';
import { UPLOAD_LIMIT } from '../../../contract/limits';
import {
  IDENTITY_DOC_EXTENSIONS,
  IDENTITY_DOC_FILE,
  newPassword,
} from '../../../contract/schemas/password';
import { useFormField } from '../../components/formInputs';
import { useBusyAlert } from '../../components/MessageDialog';
import { usePortalData } from '../../providers/dataProvider';
import { landingPath, storeSession } from '../../providers/session';
import { NewPasswordFields } from '../account/PasswordField';
import { useFieldProps } from '../account/fieldProps';
import { failureOf } from '../../providers/apiErrors';
import { DialogForm, failureAlert, FormDialog } from '../account/FormDialog';

const L = 'app.account.first_login';
const ALL_DOC_TYPES: number[] = [DOC_TYPE.ID_CARD, DOC_TYPE.PASSPORT, DOC_TYPE.VAT_CERTIFICATE];
const ACCEPT = [
  ...IDENTITY_DOC_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');
const hasDocExtension = (name: string) =>
  IDENTITY_DOC_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** What the sign-in page knows when the server answers 401 (first sign-in or temporary password). */
export interface FirstLoginRequest {
  email: string;
  /** The password typed at sign-in: the temporary one. */
  password: string;
  /** The server's message of the 401. */
  message: string;
  /** The document types of the account, when the 401 carries them; otherwise all three. */
  docTypes: number[] | null;
}

interface Values {
  new_password: string;
  cf_new_password: string;
  doctype: string;
  file: File | null;
}

/** The modal's checks (spec part 1 §5): keys of the catalogue, translated when shown. */
function schemaFor(oldPassword: string) {
  return z
    .object({
      new_password: newPassword,
      cf_new_password: z.string().min(1, { error: 'validation.password.confirm_required' }),
      doctype: z.string().regex(/^[123]$/, { error: 'validation.password.doctype_required' }),
      file: z
        .custom<File | null>((v) => v instanceof File, {
          error: 'validation.password.file_required',
        })
        .refine((f) => !(f instanceof File) || hasDocExtension(f.name), {
          error: `${L}.file_type`,
        })
        .refine((f) => !(f instanceof File) || f.size <= UPLOAD_LIMIT, {
          error: `${L}.file_too_large`,
        }),
    })
    .refine((v) => v.new_password === v.cf_new_password, {
      path: ['cf_new_password'],
      error: 'validation.password.mismatch',
    })
    .refine((v) => v.new_password !== oldPassword, {
      path: ['new_password'],
      error: 'validation.password.same_as_old',
    });
}

/**
 * The forced first-sign-in modal (spec part 1 §4, §5, §9): new password, confirmation,
 * identity document type and file. Confirm changes the password (firstChangePassword),
 * then uploads the document with the new password (uploadIdentityDoc), whose reply is the
 * session: the modal closes and the user lands signed in. When the upload fails after the
 * password changed, the new password is kept and only the upload is retried.
 */
export default function FirstLoginDialog({
  request,
  onClose,
}: {
  request: FirstLoginRequest;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const { busy, setBusy, alert, setAlert } = useBusyAlert();
  /** The password now in force once the change went through (the upload then retries alone). */
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const [docTypes, setDocTypes] = useState<number[]>(
    request.docTypes?.length ? request.docTypes : ALL_DOC_TYPES,
  );
  const resolver = useMemo(
    () => zodResolver(schemaFor(request.password)) as Resolver<Values, unknown, Values>,
    [request.password],
  );
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: {
      new_password: '',
      cf_new_password: '',
      doctype: docTypes.length === 1 ? String(docTypes[0]) : '',
      file: null,
    },
  });
  const { bind } = useFieldProps(form);
  const dataProvider = usePortalData();
  const changePassword = useMutation({
    mutationFn: (newPassword: Pick<Values, 'new_password' | 'cf_new_password'>) =>
      dataProvider.firstChangePassword({
        email: request.email,
        old_password: request.password,
        ...newPassword,
      }),
  });
  const upload = useMutation({
    mutationFn: (form: FormData) => dataProvider.uploadIdentityDoc(form),
  });

  const fail = (e: unknown, fields: readonly (keyof Values)[]) => {
    const failure = failureOf(e);
    const left = failureAlert(form, failure, fields, translate);
    if (left) setAlert(left);
  };

  const signIn = async (password: string, values: Values) => {
    const body = new FormData();
    body.set('email', request.email);
    body.set('password', password);
    body.set('doctype', values.doctype);
    body.set(IDENTITY_DOC_FILE, values.file as File);
    storeSession(await upload.mutateAsync(body));
    // react-admin keeps auth answers in its query cache: the new session replaces them.
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    navigate(landingPath(), { replace: true });
  };

  const save = async (values: Values) => {
    setBusy(true);
    setAlert(null);
    let current = changedTo;
    try {
      if (current === null) {
        const changed = await changePassword.mutateAsync({
          new_password: values.new_password,
          cf_new_password: values.cf_new_password,
        });
        current = values.new_password;
        setChangedTo(current);
        if (!changed.document_required) {
          // Staff attach no document: the new password signs in.
          await login({ email: request.email, password: current });
          return;
        }
        if (changed.doc_types.length) setDocTypes(changed.doc_types);
      }
    } catch (e) {
      fail(e, ['new_password', 'cf_new_password']);
      setBusy(false);
      return;
    }
    try {
      await signIn(current, values);
    } catch (e) {
      fail(e, ['doctype', 'file']);
      setBusy(false);
    }
  };

  return (
    <FormDialog title={translate(`${L}.title`)} busy={busy} onClose={onClose} maxWidth="sm">
      <FormProvider {...form}>
        <DialogForm
          onSubmit={form.handleSubmit(save)}
          top={
            <>
              <Alert severity="warning">{request.message}</Alert>
              <DialogContentText>
                {translate(`${L}.intro`, { email: request.email })}
              </DialogContentText>
              {changedTo !== null && (
                <Alert severity="info">{translate(`${L}.password_saved`)}</Alert>
              )}
            </>
          }
          alert={alert}
          cancelLabel={translate(`${L}.close`)}
          submitLabel={translate(`${L}.submit`)}
          busy={busy}
          onClose={onClose}
        >
          <NewPasswordFields keys={L} bind={bind} autoFocus disabled={changedTo !== null} />
          <DocTypeChoice docTypes={docTypes} />
          <DocumentFile />
        </DialogForm>
      </FormProvider>
    </FormDialog>
  );
}

/** The identity document's type, one radio button per type the account may send. */
function DocTypeChoice({ docTypes }: { docTypes: number[] }) {
  const translate = useTranslate();
  const { field, error } = useFormField({ name: 'doctype' });
  return (
    <FormControl error={!!error}>
      <FormLabel id="first-login-doctype">{translate(`${L}.doctype`)}</FormLabel>
      <RadioGroup
        aria-labelledby="first-login-doctype"
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        name={field.name}
      >
        {docTypes.map((id) => (
          <FormControlLabel
            key={id}
            value={String(id)}
            control={<Radio inputRef={id === docTypes[0] ? field.ref : undefined} />}
            label={translate(`${L}.doc_${id}`)}
          />
        ))}
      </RadioGroup>
      <FormHelperText>{error ?? translate(`${L}.doctype_hint`)}</FormHelperText>
    </FormControl>
  );
}

/** The identity document's file, chosen with a button; its name shows beside it. */
function DocumentFile() {
  const translate = useTranslate();
  const { field, error } = useFormField<File | null>({ name: 'file' });
  const { ref, onChange } = field;
  const file = field.value as File | null;
  return (
    <FormControl error={!!error}>
      <FormLabel sx={{ mb: 1 }}>{translate(`${L}.file`)}</FormLabel>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          sx={{ flexShrink: 0 }}
        >
          {translate(file ? `${L}.change_file` : `${L}.choose_file`)}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            aria-label={translate(`${L}.file`)}
            ref={ref}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (chosen) onChange(chosen);
            }}
          />
        </Button>
        <Typography
          variant="body2"
          color={file ? 'text.primary' : 'text.secondary'}
          sx={{ wordBreak: 'break-all' }}
        >
          {file?.name ?? translate(`${L}.no_file`)}
        </Typography>
      </Stack>
      <FormHelperText>{error ?? translate(`${L}.file_hint`)}</FormHelperText>
    </FormControl>
  );
}

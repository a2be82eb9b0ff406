import { type FieldValues } from 'react-hook-form';
import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  roleCreateBody,
  roleUpdateBody,
  type RoleRow,
} from '../../../contract/schemas/roles';
import { contractResolver } from '../../components/contractResolver';
import { FormText } from '../../components/formInputs';
import { FormFooter } from '../../components/FormFooter';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';

export const F = 'app.roles.form';
export const roleCreateResolver = contractResolver(roleCreateBody);
export const roleUpdateResolver = contractResolver(roleUpdateBody);

/** The fields of the form, as the create and update calls take them. */
const FIELDS = ['name', 'description'] as const;

/** A new role: no name, no description. */
export const NEW_ROLE = { name: '', description: '' };

/** A stored role as the update form holds it: its id, name and description. */
export const roleAsForm = (record: RaRecord) => {
  const role = record as RoleRow;
  return { id: role.id, name: role.enum_desc, description: role.enum_desc_th };
};

/**
 * A refused save as the form shows it: the server's field messages under their fields (a
 * name in use, 409, under the name), and the server's message as the form's notification.
 */
function refusal(e: unknown, fallback: string): FieldValues {
  const failure = failureOf(e);
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(failure.errors)) {
    if ((FIELDS as readonly string[]).includes(key)) fields[key] = message;
    else rest.push(message);
  }
  const message = [failure.message, ...rest].filter(Boolean).join(' ') || fallback;
  return { ...fields, root: { serverError: message } };
}

/**
 * Saves the form (the `<Form onSubmit>` of create and update): the role goes to the server,
 * then the message and the role list; a refusal comes back as the form's errors.
 */
export function useRoleSubmit(id?: RaRecord['id']) {
  const dataProvider = usePortalData();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  return async (values: FieldValues) => {
    const data = Object.fromEntries(FIELDS.map((k) => [k, values[k] as unknown]));
    try {
      if (id === undefined) await dataProvider.create('permissions', { data });
      else await dataProvider.update('permissions', { id, data, previousData: { id } });
    } catch (e) {
      console.error('Failed to save the role', e);
      return refusal(e, translate('ra.notification.http_error'));
    }
    await queryClient.invalidateQueries({ queryKey: ['permissions'] });
    notify(`${F}.${id === undefined ? 'created' : 'updated'}`, { type: 'success' });
    redirect('list', 'permissions');
    return undefined;
  };
}

/**
 * Create role / update role (spec part 3 §2, §5): the name (required) and the description
 * (at most 200 characters, with a counter), Back to the role list (asking first when
 * something was typed) and Save.
 */
export function RoleFormBody({ title }: { title: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  return (
    <CardContent sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Stack spacing={3} sx={{ mb: 3 }}>
        <FormText name="name" label={t('name')} required maxLength={ROLE_NAME_MAX} />
        <FormText
          name="description"
          label={t('description')}
          multiline
          minRows={3}
          maxLength={ROLE_DESCRIPTION_MAX}
          counter={(length) =>
            translate(`${F}.counter`, { count: length, max: ROLE_DESCRIPTION_MAX })
          }
        />
      </Stack>
      <FormFooter resource="permissions" backLabel={t('back')} saveLabel={t('save')} />
    </CardContent>
  );
}

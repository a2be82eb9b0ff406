import { useTranslate, type RaRecord } from 'react-admin';
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
import type { FieldValues } from 'react-hook-form';
import { settingsFormScreens, useSettingsSave } from '../../components/RecordFormScreens';

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
 * Saves the form (the `<Form onSubmit>` of create and update): the role goes to the server,
 * then the message and the role list; a refusal (a name in use, 409, under the name) comes
 * back as the form's errors.
 */
export const useRoleSubmit = (id?: RaRecord['id'], previous?: FieldValues) =>
  useSettingsSave({ resource: 'permissions', fields: FIELDS, i18n: F, id, previous });

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

/** Create role (/permissions/create) and update role (/permissions/:id). */
export const roleScreens = settingsFormScreens({
  resource: 'permissions',
  i18n: F,
  Body: RoleFormBody,
  resolver: roleCreateResolver,
  editResolver: roleUpdateResolver,
  newValues: () => NEW_ROLE,
  asForm: roleAsForm,
  useSubmit: useRoleSubmit,
});

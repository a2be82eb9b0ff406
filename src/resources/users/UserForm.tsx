import { useGetList, useTranslate } from 'react-admin';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '../../../contract/schemas/register';
import { USER_ACTIVE, type RoleOption } from '../../../contract/schemas/users';
import { AddressFields } from '../../components/AddressFields';
import {
  FieldGrid,
  FormSection,
  FormSelect,
  FormText,
  PersonNameFields,
  ShownValue,
  type Option,
} from '../../components/formInputs';
import { FormFooter } from '../../components/FormFooter';
import { useLookup } from '../../components/useLookup';
import { DocumentAddress } from '../../pages/register/DocumentAddress';
import { F } from './useUserSubmit';
import type { UserShape } from './userValues';

const R = 'app.register.form';
const WHOLE = { page: 1, perPage: 1000 };
const ID_LENGTH = 13;
const PHONE_LENGTH = 10;
const PASSPORT_LENGTH = 9;

/** The system roles of the select, 'no role' (0) first (spec part 2 §6). */
function useRoleChoices(): Option[] {
  const translate = useTranslate();
  const { data } = useGetList<RoleOption>(
    'roleOptions',
    { pagination: WHOLE },
    {
      staleTime: 60_000,
      onError: (e) => console.error('Error: Unable to fetch data (roleOptions)', e),
    },
  );
  return [
    { id: 0, name: translate(`${F}.role_none`) },
    ...(data ?? []).map((r) => ({ id: r.id, name: r.enum_desc })),
  ];
}

/** The identity number the form edits: ID card, passport, or the juristic tax id. */
function IdNumberInput({ shape }: { shape: UserShape }) {
  const translate = useTranslate();
  if (shape.idField === 'indiv_passport')
    return (
      <FormText
        name="indiv_passport"
        label={translate(`${R}.passport`)}
        required
        maxLength={PASSPORT_LENGTH}
        autoComplete="off"
      />
    );
  return (
    <FormText
      name={shape.idField}
      label={translate(shape.idField === 'tax_id' ? `${F}.tax_id` : `${R}.id_card`)}
      required
      digits
      maxLength={ID_LENGTH}
      autoComplete="off"
    />
  );
}

/**
 * The add and edit form of a system user (spec part 2 §2.1, §3.1, §5.1): title and names,
 * status and role, the e-mail (typed on add, read-only on edit), the identity number, the
 * phones, the first address with its province → district → sub-district cascade and the
 * document address with its copy box. A company (edit only) shows its company name, tax id,
 * company phones and registered address instead.
 */
export function UserFormBody({
  title,
  shape,
  info,
}: {
  title: string;
  shape: UserShape;
  /** The stored user (edit); none on add. */
  info?: UserInfo;
}) {
  const translate = useTranslate();
  const titles = useLookup('titles').choices;
  const roles = useRoleChoices();
  const t = (key: string) => translate(`${F}.${key}`);
  const r = (key: string) => translate(`${R}.${key}`);
  const { kind } = shape;
  const statuses = [
    { id: USER_ACTIVE.IN_USE, name: t('active') },
    { id: USER_ACTIVE.NOT_IN_USE, name: t('inactive') },
  ];
  const phones = (
    <>
      <FormText
        name={kind.tel}
        label={kind.company ? t('company_tel') : r('tel')}
        required
        digits
        maxLength={PHONE_LENGTH}
        autoComplete="off"
      />
      <FormText
        name={kind.mobile}
        label={kind.company ? t('company_mobile') : r('mobile')}
        digits
        maxLength={PHONE_LENGTH}
        autoComplete="off"
      />
    </>
  );
  return (
    <CardContent sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {r('required_hint')}
      </Typography>
      <FormSection title={t('section_user')}>
        <FieldGrid>
          <PersonNameFields titles={titles} />
          <FormSelect name="is_active" label={t('status')} options={statuses} required />
          <FormSelect name="role_id" label={t('role')} options={roles} />
          {info ? (
            <ShownValue label={r('email')} value={info.email} />
          ) : (
            <FormText
              name="email"
              label={r('email')}
              required
              type="email"
              maxLength={254}
              autoComplete="off"
            />
          )}
          {!kind.company && <IdNumberInput shape={shape} />}
          {!kind.company && phones}
        </FieldGrid>
      </FormSection>
      {kind.company && (
        <FormSection title={t('section_company')}>
          <FieldGrid>
            <ShownValue label={t('company_name')} value={info?.company_name || '-'} />
            <IdNumberInput shape={shape} />
            {phones}
          </FieldGrid>
        </FormSection>
      )}
      <FormSection title={r(kind.company ? 'section_registered_address' : 'section_id_address')}>
        <AddressFields
          names={kind.main}
          addressLabel={translate(
            `app.register.address.${kind.company ? 'registered_address' : 'id_card_address'}`,
          )}
        />
      </FormSection>
      <DocumentAddress copyName={kind.copy} main={kind.main} doc={kind.doc} />
      <FormFooter resource="users" backLabel={t('back')} saveLabel={t('save')} />
    </CardContent>
  );
}

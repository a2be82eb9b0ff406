import { useTranslate } from 'react-admin';
import type { UserInfo } from '../../../contract/schemas/register';
import { USER_TYPE } from '../../../contract/enums';
import { FieldGrid, FormSection, PersonNameFields, ShownValue } from '../../components/formInputs';
import { AddressSections, PhoneText } from '../register/RegisterFields';
import { useLookup } from '../../components/useLookup';
import type { ProfileKind } from './profileValues';

const L = 'app.register.profile';
const F = 'app.register.form';

/** The ID number shown: juristic number, Thai ID or passport. */
function idNumberOf(info: UserInfo): { label: string; value: string } {
  if (info.user_type_id === USER_TYPE.COMPANY)
    return { label: 'juristic_id', value: info.tax_id ?? '' };
  if (!info.indiv_id_card && info.indiv_passport)
    return { label: 'passport', value: info.indiv_passport };
  return { label: 'id_card', value: info.indiv_id_card ?? '' };
}

/**
 * The user-info field set of spec part 3 "Edit user profile" (company or individual), inside
 * a react-hook-form holding `profileDefaults`: the profile edits it, the staff's user record
 * shows it with every field disabled.
 */
export function UserInfoSections({
  info,
  kind,
  disabled,
}: {
  info: UserInfo & { role_name?: string | null };
  kind: ProfileKind;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const titles = useLookup('titles').choices;
  const t = (key: string) => translate(`${F}.${key}`);
  const idNumber = idNumberOf(info);
  return (
    <>
      <FormSection title={translate(`${L}.section_user`)}>
        <FieldGrid>
          <PersonNameFields titles={titles} disabled={disabled} />
          <ShownValue
            label={translate(`${L}.status`)}
            value={translate(`${L}.${info.is_active ? 'active' : 'inactive'}`)}
          />
          <ShownValue
            label={translate(`${L}.role`)}
            value={info.role_name || translate(`${L}.${info.role_id ? 'role_set' : 'role_none'}`)}
          />
          <ShownValue label={t('email')} value={info.email} />
          <ShownValue label={t(idNumber.label)} value={idNumber.value || '-'} />
          <PhoneText name={kind.tel} label={t('tel')} required disabled={disabled} />
          <PhoneText name={kind.mobile} label={t('mobile')} disabled={disabled} />
        </FieldGrid>
      </FormSection>
      <AddressSections
        set={kind}
        place={kind.company ? 'registered' : 'id_card'}
        disabled={disabled}
      />
    </>
  );
}

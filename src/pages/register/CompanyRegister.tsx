import { useState } from 'react';
import type { DefaultValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import type { z } from 'zod';
import { companyRegistration, type JuristicData } from '../../../contract/schemas/register';
import { USER_TYPE } from '../../../contract/enums';
import { withCopiedAddress } from './DocumentAddress';
import {
  FieldGrid,
  FormSection,
  FormSelect,
  FormText,
  PersonNameFields,
} from '../../components/formInputs';
import { useLookup } from '../../components/useLookup';
import { COMPANY_KIND } from '../profile/profileValues';
import { RegisterFormFrame, useRegisterForm } from './RegisterFormFrame';
import { addressDefaults, AddressSections, EmailText, PhoneText } from './RegisterFields';
import { readDbd, readReg } from './registrationStorage';

type Values = z.input<typeof companyRegistration>;
type Output = z.output<typeof companyRegistration>;

const resolver: Resolver<Values, unknown, Output> = zodResolver(companyRegistration);
const FIELDS = Object.keys(companyRegistration.shape);

/** Company register (/register/company-register): opened from step 1 after the registry check. */
export default function CompanyRegister() {
  const [start] = useState(() => {
    const juristicId = readReg('juristicIdNumber');
    const badGateway = readReg('badGateway') === 'true';
    const dbd = badGateway ? null : readDbd();
    const ok = !!juristicId && readReg('applicantType') === String(USER_TYPE.COMPANY);
    return ok && (badGateway || dbd) ? { juristicId, badGateway, dbd } : null;
  });
  if (!start) return <Navigate to="/register" replace />;
  return <CompanyForm juristicId={start.juristicId ?? ''} dbd={start.dbd} />;
}

function defaults(juristicId: string, dbd: JuristicData | null): DefaultValues<Values> {
  return {
    ...addressDefaults(COMPANY_KIND, dbd?.companyAddress, dbd),
    user_type_id: 1,
    tax_id: juristicId,
    company_name: dbd?.juristicNameTH ?? '',
    shop_name: '',
    com_tel: '',
    indiv_first_name: '',
    indiv_last_name: '',
    email: '',
    com_mobile: '',
    com_tel_exten: '',
  };
}

/**
 * The company form (spec part 1 §2, §5): the juristic number read-only; the company name
 * and registered address as the registry gave them, read-only, unless the registry was
 * down (502) and they are typed by hand.
 */
function CompanyForm({ juristicId, dbd }: { juristicId: string; dbd: JuristicData | null }) {
  const companyTypes = useLookup('companyTypes').choices;
  const { form, state, titles, translate, t, submitOf } = useRegisterForm(
    resolver,
    defaults(juristicId, dbd),
    FIELDS,
    { jusristic_id: 'tax_id' },
  );

  const submit = submitOf((values: Output) => ({
    ...withCopiedAddress(values, COMPANY_KIND.copy, COMPANY_KIND.main, COMPANY_KIND.doc),
    customer_admin: `${values.indiv_first_name} ${values.indiv_last_name}`,
    com_tel_exten: '' as const,
  }));

  return (
    <RegisterFormFrame
      form={form}
      title={translate('app.register.company.title')}
      state={state}
      onSubmit={submit}
    >
      {!dbd && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {translate('app.register.company.bad_gateway')}
        </Alert>
      )}
      <FormSection title={t('section_shop')}>
        <FieldGrid>
          <FormText name="tax_id" label={t('juristic_id')} readOnly required />
          <FormSelect
            name="company_type_id"
            label={t('company_type')}
            options={companyTypes}
            required
          />
          <FormText
            name="company_name"
            label={t('company_name')}
            required
            readOnly={!!dbd?.juristicNameTH}
            maxLength={200}
          />
          <FormText name="shop_name" label={t('shop_name')} required maxLength={100} />
          <PhoneText name={COMPANY_KIND.tel} label={t('tel')} required />
        </FieldGrid>
      </FormSection>
      <FormSection title={t('section_applicant')}>
        <FieldGrid>
          <PersonNameFields titles={titles} />
          <EmailText label={t('email')} />
          <PhoneText name={COMPANY_KIND.mobile} label={t('mobile')} required />
        </FieldGrid>
      </FormSection>
      <AddressSections
        set={COMPANY_KIND}
        place="registered"
        readOnly={
          dbd
            ? {
                address: !!dbd.companyAddress,
                province: dbd.province_id !== null,
                district: dbd.district_id !== null,
                subdistrict: dbd.sub_district_id !== null,
                postcode: !!dbd.post_code,
              }
            : undefined
        }
      />
    </RegisterFormFrame>
  );
}

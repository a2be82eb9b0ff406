import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import type { z } from 'zod';
import {
  COMPANY_ADDRESS,
  COMPANY_DOC_ADDRESS,
  companyRegistration,
  type JuristicData,
} from '../../../contract/schemas/register';
import { USER_TYPE } from '../../../contract/enums';
import { AddressFields } from '../../components/AddressFields';
import { DocumentAddress, withCopiedAddress } from './DocumentAddress';
import {
  FieldGrid,
  FormSection,
  FormSelect,
  FormText,
  PersonNameFields,
} from '../../components/formInputs';
import { useLookup } from '../../components/useLookup';
import { RegisterFormFrame } from './RegisterFormFrame';
import { readDbd, readReg } from './registrationStorage';
import { useRegistration } from './useRegistration';

type Values = z.input<typeof companyRegistration>;
type Output = z.output<typeof companyRegistration>;

const resolver: Resolver<Values, unknown, Output> = zodResolver(companyRegistration);
const FIELDS = Object.keys(companyRegistration.shape);
const L = 'app.register.form';

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
    user_type_id: 1,
    tax_id: juristicId,
    company_name: dbd?.juristicNameTH ?? '',
    shop_name: '',
    com_tel: '',
    indiv_first_name: '',
    indiv_last_name: '',
    email: '',
    com_mobile: '',
    com_addr_tp: dbd?.companyAddress ?? '',
    addr_tp_province: dbd?.province_id ?? undefined,
    addr_tp_district: dbd?.district_id ?? undefined,
    addr_tp_subdistrict: dbd?.sub_district_id ?? undefined,
    addr_tp_postcode: dbd?.post_code ?? '',
    is_copy_addr_tp: 0,
    addr_doc: '',
    addr_doc_province: null,
    addr_doc_district: null,
    addr_doc_subdistrict: null,
    addr_doc_postcode: '',
    com_tel_exten: '',
  };
}

/**
 * The company form (spec part 1 §2, §5): the juristic number read-only; the company name
 * and registered address as the registry gave them, read-only, unless the registry was
 * down (502) and they are typed by hand.
 */
function CompanyForm({ juristicId, dbd }: { juristicId: string; dbd: JuristicData | null }) {
  const translate = useTranslate();
  const titles = useLookup('titles').choices;
  const companyTypes = useLookup('companyTypes').choices;
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: defaults(juristicId, dbd),
  });
  const state = useRegistration(form, FIELDS, { jusristic_id: 'tax_id' });
  const t = (key: string) => translate(`${L}.${key}`);

  const submit = (values: Output) =>
    state.save({
      ...withCopiedAddress(values, 'is_copy_addr_tp', COMPANY_ADDRESS, COMPANY_DOC_ADDRESS),
      customer_admin: `${values.indiv_first_name} ${values.indiv_last_name}`,
      com_tel_exten: '' as const,
    });

  return (
    <FormProvider {...form}>
      <RegisterFormFrame
        title={translate('app.register.company.title')}
        state={state}
        onSubmit={form.handleSubmit(submit, state.invalid)}
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
            <FormText
              name="com_tel"
              label={t('tel')}
              required
              digits
              maxLength={10}
              autoComplete="tel"
            />
          </FieldGrid>
        </FormSection>
        <FormSection title={t('section_applicant')}>
          <FieldGrid>
            <PersonNameFields titles={titles} />
            <FormText
              name="email"
              label={t('email')}
              required
              type="email"
              maxLength={254}
              autoComplete="email"
            />
            <FormText
              name="com_mobile"
              label={t('mobile')}
              required
              digits
              maxLength={10}
              autoComplete="tel"
            />
          </FieldGrid>
        </FormSection>
        <FormSection title={t('section_registered_address')}>
          <AddressFields
            names={COMPANY_ADDRESS}
            addressLabel={translate('app.register.address.registered_address')}
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
        </FormSection>
        <DocumentAddress
          copyName="is_copy_addr_tp"
          main={COMPANY_ADDRESS}
          doc={COMPANY_DOC_ADDRESS}
        />
      </RegisterFormFrame>
    </FormProvider>
  );
}

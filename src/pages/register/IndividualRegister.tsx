import { useState } from 'react';
import type { DefaultValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { individualRegistration, type NdidData } from '../../../contract/schemas/register';
import { USER_TYPE } from '../../../contract/enums';
import { withCopiedAddress } from './DocumentAddress';
import { FieldGrid, FormSection, FormText, PersonNameFields } from '../../components/formInputs';
import { INDIVIDUAL_KIND } from '../profile/profileValues';
import { NdidReturn } from './NdidReturn';
import { RegisterFormFrame, useRegisterForm } from './RegisterFormFrame';
import { addressDefaults, AddressSections, EmailText, PhoneText } from './RegisterFields';
import { readNdid, readReg, STATUS } from './registrationStorage';

type Values = z.input<typeof individualRegistration>;
type Output = z.output<typeof individualRegistration>;

const resolver: Resolver<Values, unknown, Output> = zodResolver(individualRegistration);
const ALL_FIELDS = Object.keys(individualRegistration.shape);

type Start = { thai: true; ndid: NdidData } | { thai: false; passport: string };

/**
 * Individual register (/register/individual-register). A Thai person arrives back from the
 * national digital ID with ?code=…&state=…, which is exchanged for the ID data first; a
 * foreigner arrives from step 1 after the passport check.
 */
export default function IndividualRegister() {
  const [params] = useSearchParams();
  if (params.has('code') || params.has('error')) return <NdidReturn params={params} />;
  return <IndividualStart />;
}

function IndividualStart() {
  const [start] = useState((): Start | null => {
    if (readReg('applicantType') !== String(USER_TYPE.INDIVIDUAL)) return null;
    const status = Number(readReg('applicantStatus'));
    const ndid = readNdid();
    const passport = readReg('passportNumber');
    if (status === STATUS.THAI && ndid && readReg('individualIdNumber') === ndid.id_card)
      return { thai: true, ndid };
    if (status === STATUS.FOREIGNER && passport) return { thai: false, passport };
    return null;
  });
  if (!start) return <Navigate to="/register" replace />;
  return <IndividualForm start={start} />;
}

function defaults(start: Start): DefaultValues<Values> {
  const ndid = start.thai ? start.ndid : null;
  return {
    ...addressDefaults(INDIVIDUAL_KIND, ndid?.address, ndid),
    user_type_id: 2,
    indiv_id_card: ndid?.id_card ?? '',
    indiv_passport: start.thai ? '' : start.passport,
    indiv_first_name: ndid?.firstname ?? '',
    indiv_last_name: ndid?.lastname ?? '',
    email: '',
    shop_name: '',
    indiv_tel: '',
    indiv_mobile: '',
    indiv_tel_exten: '',
    company_type_id: 0,
  };
}

/** The individual form (spec part 1 §2, §5): the ID-card or passport number read-only. */
function IndividualForm({ start }: { start: Start }) {
  const idField = start.thai ? 'indiv_id_card' : 'indiv_passport';
  const hiddenId = start.thai ? 'indiv_passport' : 'indiv_id_card';
  const { form, state, titles, translate, t, submitOf } = useRegisterForm(
    resolver,
    defaults(start),
    ALL_FIELDS.filter((f) => f !== hiddenId),
  );

  const submit = submitOf((values: Output) => ({
    ...withCopiedAddress(values, INDIVIDUAL_KIND.copy, INDIVIDUAL_KIND.main, INDIVIDUAL_KIND.doc),
    indiv_tel_exten: '',
    company_type_id: 0,
  }));

  return (
    <RegisterFormFrame
      form={form}
      title={translate(`app.register.individual.${start.thai ? 'title_thai' : 'title_foreigner'}`)}
      state={state}
      onSubmit={submit}
    >
      <FormSection title={t('section_applicant')}>
        <FieldGrid>
          <FormText
            name={idField}
            label={t(start.thai ? 'id_card' : 'passport')}
            readOnly
            required
          />
          <PersonNameFields titles={titles} />
          <EmailText label={t('email')} />
          <FormText name="shop_name" label={t('shop_name')} required maxLength={100} />
          <PhoneText name={INDIVIDUAL_KIND.tel} label={t('tel')} required />
          <PhoneText name={INDIVIDUAL_KIND.mobile} label={t('mobile')} required />
        </FieldGrid>
      </FormSection>
      <AddressSections set={INDIVIDUAL_KIND} place={start.thai ? 'id_card' : 'contact'} />
    </RegisterFormFrame>
  );
}

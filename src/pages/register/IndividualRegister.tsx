import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import {
  INDIVIDUAL_ADDRESS,
  INDIVIDUAL_DOC_ADDRESS,
  individualRegistration,
  type NdidData,
} from '../../../contract/schemas/register';
import { USER_TYPE } from '../../../contract/enums';
import { AddressFields } from '../../components/AddressFields';
import { DocumentAddress, withCopiedAddress } from './DocumentAddress';
import { FieldGrid, FormSection, FormText, PersonNameFields } from '../../components/formInputs';
import { useLookup } from '../../components/useLookup';
import { NdidReturn } from './NdidReturn';
import { RegisterFormFrame } from './RegisterFormFrame';
import { readNdid, readReg, STATUS } from './registrationStorage';
import { useRegistration } from './useRegistration';

type Values = z.input<typeof individualRegistration>;
type Output = z.output<typeof individualRegistration>;

const resolver: Resolver<Values, unknown, Output> = zodResolver(individualRegistration);
const ALL_FIELDS = Object.keys(individualRegistration.shape);
const L = 'app.register.form';

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
    user_type_id: 2,
    indiv_id_card: ndid?.id_card ?? '',
    indiv_passport: start.thai ? '' : start.passport,
    indiv_first_name: ndid?.firstname ?? '',
    indiv_last_name: ndid?.lastname ?? '',
    email: '',
    shop_name: '',
    indiv_tel: '',
    indiv_mobile: '',
    indiv_addr_id_card: ndid?.address ?? '',
    indiv_addr_id_province: ndid?.province_id ?? undefined,
    indiv_addr_id_district: ndid?.district_id ?? undefined,
    indiv_addr_id_subdistrict: ndid?.sub_district_id ?? undefined,
    indiv_addr_id_postcode: ndid?.post_code ?? '',
    is_copy_indiv_addr_id_card: 0,
    indiv_addr_doc: '',
    indiv_addr_doc_province: null,
    indiv_addr_doc_district: null,
    indiv_addr_doc_subdistrict: null,
    indiv_addr_doc_postcode: '',
    indiv_tel_exten: '',
    company_type_id: 0,
  };
}

/** The individual form (spec part 1 §2, §5): the ID-card or passport number read-only. */
function IndividualForm({ start }: { start: Start }) {
  const translate = useTranslate();
  const titles = useLookup('titles').choices;
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: defaults(start) });
  const idField = start.thai ? 'indiv_id_card' : 'indiv_passport';
  const hiddenId = start.thai ? 'indiv_passport' : 'indiv_id_card';
  const state = useRegistration(
    form,
    ALL_FIELDS.filter((f) => f !== hiddenId),
  );
  const t = (key: string) => translate(`${L}.${key}`);

  const submit = (values: Output) =>
    state.save({
      ...withCopiedAddress(
        values,
        'is_copy_indiv_addr_id_card',
        INDIVIDUAL_ADDRESS,
        INDIVIDUAL_DOC_ADDRESS,
      ),
      indiv_tel_exten: '',
      company_type_id: 0,
    });

  return (
    <FormProvider {...form}>
      <RegisterFormFrame
        title={translate(
          `app.register.individual.${start.thai ? 'title_thai' : 'title_foreigner'}`,
        )}
        state={state}
        onSubmit={form.handleSubmit(submit, state.invalid)}
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
            <FormText
              name="email"
              label={t('email')}
              required
              type="email"
              maxLength={254}
              autoComplete="email"
            />
            <FormText name="shop_name" label={t('shop_name')} required maxLength={100} />
            <FormText
              name="indiv_tel"
              label={t('tel')}
              required
              digits
              maxLength={10}
              autoComplete="tel"
            />
            <FormText
              name="indiv_mobile"
              label={t('mobile')}
              required
              digits
              maxLength={10}
              autoComplete="tel"
            />
          </FieldGrid>
        </FormSection>
        <FormSection title={t(start.thai ? 'section_id_address' : 'section_contact_address')}>
          <AddressFields
            names={INDIVIDUAL_ADDRESS}
            addressLabel={translate(
              `app.register.address.${start.thai ? 'id_card_address' : 'contact_address'}`,
            )}
          />
        </FormSection>
        <DocumentAddress
          copyName="is_copy_indiv_addr_id_card"
          main={INDIVIDUAL_ADDRESS}
          doc={INDIVIDUAL_DOC_ADDRESS}
        />
      </RegisterFormFrame>
    </FormProvider>
  );
}

import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslate, WarnWhenUnsavedChanges } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import FingerprintOutlined from '@mui/icons-material/FingerprintOutlined';
import { USER_TYPE } from '../../../contract/enums';
import { juristicCheckBody, passportCheckBody } from '../../../contract/schemas/register';
import { BusyAndAlert, useBusyAlert } from '../../components/MessageDialog';
import { FormButtons } from '../../components/FormButtons';
import { usePortalData } from '../../providers/dataProvider';
import { FormText, useFormField, type FieldRule, type Option } from '../../components/formInputs';
import { useLookup } from '../../components/useLookup';
import { ndidAuthorizeUrl } from './ndid';
import { failureOf, placeFieldErrors } from '../../providers/apiErrors';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { PublicFrame } from '../../components/PublicFrame';
import { readReg, STATUS, writeReg } from './registrationStorage';

const L = 'app.register.step1';

interface Values {
  user_type_id: number | null;
  status: number | null;
  jusristic_id: string;
  passport_number: string;
}

/** A contract field schema as a react-hook-form rule: its message key, or true. */
const check =
  (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }) =>
  (value: string) =>
    schema.safeParse(value).error?.issues[0]?.message ?? true;
const checkJuristicNo = check(juristicCheckBody.shape.jusristic_id);
const checkPassportNo = check(passportCheckBody.shape.passport_number);

const stored = (key: 'applicantType' | 'applicantStatus') => {
  const n = Number(readReg(key));
  return n > 0 ? n : null;
};

/** Register step 1 (/register): applicant type, status, registry check (spec part 1 §2, §4, §5). */
export default function RegisterStep1() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const work = useBusyAlert();
  const { busy, setBusy, setAlert } = work;
  const dataProvider = usePortalData();
  const juristicCheck = useMutation({
    mutationFn: (jusristic_id: string) => dataProvider.checkJuristic({ jusristic_id }),
  });
  const passportCheck = useMutation({
    mutationFn: (passport_number: string) => dataProvider.checkPassport({ passport_number }),
  });
  const ndidConfig = useMutation({ mutationFn: () => dataProvider.ndidConfig() });
  const userTypes = useLookup('userTypes').choices.filter(
    (t) => t.id === USER_TYPE.COMPANY || t.id === USER_TYPE.INDIVIDUAL,
  );
  const form = useForm<Values>({
    defaultValues: {
      user_type_id: stored('applicantType'),
      status: stored('applicantStatus'),
      jusristic_id: readReg('juristicIdNumber') ?? '',
      passport_number: readReg('passportNumber') ?? '',
    },
  });
  const { control, handleSubmit, trigger, clearErrors } = form;
  // The national digital ID page, once its address is known: the page is left on purpose.
  const [ndidUrl, setNdidUrl] = useState<string | null>(null);
  useEffect(() => {
    if (ndidUrl) window.location.assign(ndidUrl);
  }, [ndidUrl]);
  const type = useWatch({ control, name: 'user_type_id' });
  const status = useWatch({ control, name: 'status' });
  const company = type === USER_TYPE.COMPANY;
  const individual = type === USER_TYPE.INDIVIDUAL;
  const thai = individual && status === STATUS.THAI;
  const foreigner = individual && status === STATUS.FOREIGNER;

  /** A refused check: its message under the number, anything else in the alert. */
  const refused = (e: unknown, field: 'jusristic_id' | 'passport_number') => {
    const failure = failureOf(e);
    const left = placeFieldErrors(form, failure, [field]).join(' ');
    if (left) setAlert(left);
    else if (failure.status !== 400) setAlert(translate('ra.notification.http_error'));
  };

  const checkCompany = async (juristicId: string) => {
    try {
      const dbd = await juristicCheck.mutateAsync(juristicId);
      writeReg({ dbdData: JSON.stringify(dbd), badGateway: 'false' });
    } catch (e) {
      if (failureOf(e).status !== 502) return refused(e, 'jusristic_id');
      // The registry is down: the form opens with name and address typed by hand.
      writeReg({ dbdData: null, badGateway: 'true' });
    }
    writeReg({
      applicantType: String(USER_TYPE.COMPANY),
      applicantStatus: null,
      juristicIdNumber: juristicId,
      passportNumber: null,
      individualIdNumber: null,
      ndidData: null,
    });
    navigate('/register/company-register');
  };

  const checkForeigner = async (passport: string) => {
    try {
      const checked = await passportCheck.mutateAsync(passport);
      writeReg({
        applicantType: String(USER_TYPE.INDIVIDUAL),
        applicantStatus: String(STATUS.FOREIGNER),
        passportNumber: checked.passport_number,
        juristicIdNumber: null,
        individualIdNumber: null,
        dbdData: null,
        badGateway: null,
        ndidData: null,
      });
      navigate('/register/individual-register');
    } catch (e) {
      refused(e, 'passport_number');
    }
  };

  const next = async (values: Values) => {
    setBusy(true);
    try {
      if (company) await checkCompany(values.jusristic_id.trim());
      else if (foreigner) await checkForeigner(values.passport_number.trim());
    } finally {
      setBusy(false);
    }
  };

  /** Thai person: keep the status and type, then leave for the national digital ID page. */
  const ndid = async () => {
    if (!(await trigger(['user_type_id', 'status']))) return;
    setBusy(true);
    writeReg({
      applicantType: String(USER_TYPE.INDIVIDUAL),
      applicantStatus: String(STATUS.THAI),
      juristicIdNumber: null,
      passportNumber: null,
      individualIdNumber: null,
      dbdData: null,
      badGateway: null,
      ndidData: null,
    });
    try {
      setNdidUrl(ndidAuthorizeUrl(await ndidConfig.mutateAsync()));
    } catch (e) {
      setBusy(false);
      setAlert(failureOf(e).message || translate('ra.notification.http_error'));
    }
  };

  const radios = (
    name: 'user_type_id' | 'status',
    label: string,
    options: Option[],
    requiredKey: string,
  ) => (
    <RadioChoice
      name={name}
      label={label}
      options={options}
      rule={(v, all) =>
        (name === 'status' && all.user_type_id !== USER_TYPE.INDIVIDUAL) ||
        v !== null ||
        requiredKey
      }
      onChosen={() => clearErrors()}
    />
  );

  return (
    <PublicFrame
      icon={<PersonAddAltOutlined color="primary" sx={{ fontSize: 44 }} />}
      title={translate(`${L}.title`)}
      subtitle={translate(`${L}.subtitle`)}
      maxWidth={560}
    >
      <FormProvider {...form}>
        {/* Leaving with typed data asks first; the later steps lie under /register. */}
        <WarnWhenUnsavedChanges
          enable={ndidUrl === null}
          formRootPathName="/register"
          formControl={control}
        />
        <Box component="form" noValidate onSubmit={handleSubmit(next)}>
          <Stack spacing={3}>
            {radios(
              'user_type_id',
              translate(`${L}.applicant_type`),
              userTypes,
              'validation.register.user_type_required',
            )}
            {individual &&
              radios(
                'status',
                translate(`${L}.status`),
                [
                  { id: STATUS.THAI, name: translate(`${L}.status_thai`) },
                  { id: STATUS.FOREIGNER, name: translate(`${L}.status_foreigner`) },
                ],
                `${L}.status_required`,
              )}
            {company && (
              <FormText
                name="jusristic_id"
                label={translate(`${L}.juristic_id`)}
                required
                digits
                maxLength={13}
                autoComplete="off"
                validate={(v, all) => all.user_type_id !== USER_TYPE.COMPANY || checkJuristicNo(v)}
              />
            )}
            {foreigner && (
              <FormText
                name="passport_number"
                label={translate(`${L}.passport`)}
                required
                maxLength={9}
                autoComplete="off"
                validate={(v, all) =>
                  all.user_type_id !== USER_TYPE.INDIVIDUAL ||
                  all.status !== STATUS.FOREIGNER ||
                  checkPassportNo(v)
                }
              />
            )}
            {thai && (
              <Stack spacing={2}>
                <Alert severity="info">{translate(`${L}.ndid_hint`)}</Alert>
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<FingerprintOutlined />}
                  onClick={() => void ndid()}
                  disabled={busy}
                >
                  {translate(`${L}.ndid_button`)}
                </Button>
              </Stack>
            )}
            <FormButtons
              backLabel={translate('app.register.form.back')}
              onBack={() => navigate('/login')}
              saveLabel={thai ? undefined : translate('app.register.form.next')}
              saveDisabled={busy}
              size="large"
              spread
            />
          </Stack>
        </Box>
      </FormProvider>
      <BusyAndAlert
        state={work}
        title={translate(`${L}.error_title`)}
        button={translate('app.register.form.ok')}
      />
    </PublicFrame>
  );
}

/** One of a few choices as radio buttons in a row (applicant type, status). */
function RadioChoice({
  name,
  label,
  options,
  rule,
  onChosen,
}: {
  name: string;
  label: string;
  options: Option[];
  rule: FieldRule<number | null>;
  onChosen: () => void;
}) {
  const { field, error } = useFormField<number | null>({ name, rule });
  return (
    <FormControl error={!!error} required component="fieldset">
      <FormLabel component="legend" sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value === null ? '' : String(field.value)}
        onChange={(e) => {
          field.onChange(Number(e.target.value));
          onChosen();
        }}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.id}
            value={String(o.id)}
            control={<Radio inputRef={o.id === options[0]?.id ? field.ref : undefined} />}
            label={o.name}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

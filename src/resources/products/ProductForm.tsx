import { useState } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { productInput } from '../../../contract/schemas/products';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { ProductGeneralStep } from './ProductGeneralStep';
import { ReadOnlyContext, type Option } from './ProductInputs';
import { ProductPackStep } from './ProductPackStep';
import {
  GENERAL_FIELDS,
  type ChosenPhotos,
  type PhotoField,
  type ProductFieldName,
  type ProductOutput,
  type ProductValues,
} from './productValues';

const L = 'app.products.form';
const LIST = '/products';
const resolver: Resolver<ProductValues, unknown, ProductOutput> = zodResolver(productInput);

const isGeneral = (name: string) => (GENERAL_FIELDS as readonly string[]).includes(name);

export interface ProductFormProps {
  defaultValues: DefaultValues<ProductValues>;
  shops: Option[];
  /** Created date as shown (dd/mm/yyyy). */
  createdDate: string;
  existingPhotos?: Partial<Record<PhotoField, string | null>>;
  /** Staff: every field disabled, no Save, no required markers. */
  readOnly?: boolean;
  /** Saves; a thrown HttpError (400 errors map, 409) is shown under its fields. */
  onSave?: (values: ProductOutput, photos: ChosenPhotos) => Promise<void>;
}

/**
 * The two-step product form of create and edit (spec part 1 §2, §4, §5). The contract's
 * `productInput` schema validates it; Next checks only the step-1 fields.
 */
export function ProductForm(props: ProductFormProps) {
  const { readOnly = false, onSave } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [photos, setPhotos] = useState<ChosenPhotos>({});
  const form = useForm<ProductValues, unknown, ProductOutput>({
    resolver,
    defaultValues: props.defaultValues,
  });

  const next = async () => {
    if (readOnly || (await form.trigger([...GENERAL_FIELDS], { shouldFocus: true }))) setStep(1);
  };

  const showServerError = (e: unknown) => {
    const err = e as { status?: number; message?: string; body?: ServerBody };
    const body = err.body;
    if (err.status === 409 && body?.message) {
      form.setError('customer_product_id', { type: 'server', message: body.message });
      setStep(0);
      return;
    }
    const fields = Object.entries(body?.errors ?? {});
    const known = fields.filter(([name]) => name in productInput.shape);
    for (const [name, message] of known) {
      form.setError(name as ProductFieldName, { type: 'server', message });
    }
    if (known.some(([name]) => isGeneral(name))) setStep(0);
    const unknown = fields.filter(([name]) => !(name in productInput.shape));
    const text = [body?.message, ...unknown.map(([, m]) => m)].filter(Boolean).join(' ');
    notify(text || `${L}.save_failed`, { type: 'error' });
  };

  const save = async (values: ProductOutput) => {
    if (!onSave) return;
    setBusy(true);
    try {
      await onSave(values, photos);
    } catch (e) {
      showServerError(e);
    } finally {
      setBusy(false);
    }
  };

  // An error left on a step-1 field (a server answer) sends the user back to it.
  const invalid = (errors: FieldErrors<ProductValues>) => {
    if (Object.keys(errors).some(isGeneral)) setStep(0);
  };

  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <FormProvider {...form}>
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Stepper activeStep={step} sx={{ mb: 4, maxWidth: 640, mx: 'auto' }}>
              <Step completed={step > 0}>
                <StepLabel>{translate(`${L}.step_general`)}</StepLabel>
              </Step>
              <Step>
                <StepLabel>{translate(`${L}.step_packaging`)}</StepLabel>
              </Step>
            </Stepper>
            <form
              noValidate
              onSubmit={
                // Enter on step 1 means Next; only step 2 submits.
                step === 0
                  ? (e) => {
                      e.preventDefault();
                      void next();
                    }
                  : form.handleSubmit(save, invalid)
              }
            >
              {step === 0 ? (
                <ProductGeneralStep shops={props.shops} createdDate={props.createdDate} />
              ) : (
                <ProductPackStep
                  photos={photos}
                  existing={props.existingPhotos ?? {}}
                  onPhoto={(field, file) =>
                    setPhotos((p) => {
                      const nextPhotos = { ...p };
                      if (file) nextPhotos[field] = file;
                      else delete nextPhotos[field];
                      return nextPhotos;
                    })
                  }
                />
              )}
              <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 3 }}>
                <Button
                  variant="outlined"
                  onClick={() => (step === 0 ? navigate(LIST) : setStep(0))}
                >
                  {translate(`${L}.back`)}
                </Button>
                {step === 0 && (
                  <Button variant="contained" onClick={() => void next()}>
                    {translate(`${L}.next`)}
                  </Button>
                )}
                {step === 1 && !readOnly && (
                  <Button type="submit" variant="contained" disabled={busy}>
                    {translate(`${L}.save`)}
                  </Button>
                )}
              </Stack>
            </form>
          </CardContent>
        </Card>
        <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
      </FormProvider>
    </ReadOnlyContext.Provider>
  );
}

interface ServerBody {
  message?: string;
  errors?: Record<string, string>;
}

import { useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  useFormContext,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { Form, SaveButton, useRedirect, useSaveContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BACK_SHORTCUT, SAVE_SHORTCUT } from '../../components/shortcuts/catalogue';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { contractResolver } from '../../components/contractResolver';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useLookup } from '../../components/useLookup';
import { ProductGeneralStep } from './ProductGeneralStep';
import { ReadOnlyContext } from '../../components/ProductInputs';
import { ProductPackStep } from './ProductPackStep';
import { GENERAL_FIELDS, productFormSchema, type ProductValues } from './productValues';

const L = 'app.products.form';
type FormValues = DefaultValues<ProductValues>;
const productResolver = contractResolver<FormValues>(productFormSchema);
/** The fields a step can move the focus to. */
const FIELD =
  'input:not([type=hidden]):not([aria-hidden=true]):not([readonly]), textarea, [role=combobox]';

export interface ProductFormProps {
  /** The screen's heading (h1). */
  title: string;
  /** A new product's values; an edited one takes the record's. */
  defaultValues?: DefaultValues<ProductValues>;
  /** The chosen photos are being uploaded after the save. */
  uploading: boolean;
  /** The resource saved (products, or product sets, which share the form). */
  resource?: 'products' | 'productSets';
  /** Validation of another record built on the product's fields (a product set). */
  resolver?: Resolver<FieldValues>;
  /** What step 2 holds after the product's packaging blocks (a set's packaging and products). */
  packExtra?: ReactNode;
}

/**
 * The two-step product form of create, edit and the staff view (spec part 1 §2, §4, §5, §6),
 * inside react-admin's `<Create>` or `<Edit>`, which save it. The contract's `productInput`
 * schema validates it; Next (or Enter) on step 1 checks only the step-1 fields.
 */
export function ProductForm({ defaultValues, resolver, ...props }: ProductFormProps) {
  const readOnly = useContext(ReadOnlyContext);
  return (
    <Form
      resolver={(resolver ?? productResolver) as Resolver<FieldValues>}
      // A field is checked once left, then on every change: a message goes as soon as it is right.
      mode="onTouched"
      defaultValues={defaultValues}
      warnWhenUnsavedChanges={!readOnly}
      noValidate
    >
      <ProductSteps {...props} />
    </Form>
  );
}

function ProductSteps({
  title,
  uploading,
  resource = 'products',
  packExtra,
}: Omit<ProductFormProps, 'defaultValues' | 'resolver'>) {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  const redirect = useRedirect();
  const readOnly = useContext(ReadOnlyContext);
  const { trigger } = useFormContext<ProductValues>();
  const { errors } = useFormState<ProductValues>();
  const [step, setStep] = useState(0);
  // Step 2's units load with step 1, so its first field is there to take the focus.
  useLookup('unitTypes');
  const stepBox = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // A refused save with a message on a step-1 field (the server's answer) shows step 1.
  const generalError = GENERAL_FIELDS.some((name) => name in errors);
  const [shownError, setShownError] = useState(generalError);
  if (generalError !== shownError) {
    setShownError(generalError);
    if (generalError) setStep(0);
  }

  // Moving between steps puts the focus on the new step's first field.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepBox.current?.querySelector<HTMLElement>(FIELD)?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const next = async () => {
    if (readOnly || (await trigger([...GENERAL_FIELDS], { shouldFocus: true }))) goTo(1);
  };
  // Enter in a step-1 field means Next; on step 2 it saves (the form's submit).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (step === 0 && e.key === 'Enter' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      void next();
    }
  };

  return (
    <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4, maxWidth: 640, mx: 'auto' }}>
        <Step completed={step > 0}>
          <StepLabel>{translate(`${L}.step_general`)}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{translate(`${L}.step_packaging`)}</StepLabel>
        </Step>
      </Stepper>
      <Box ref={stepBox} onKeyDown={onKeyDown}>
        {step === 0 ? (
          <ProductGeneralStep />
        ) : (
          <>
            <ProductPackStep />
            {packExtra}
          </>
        )}
      </Box>
      <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 3 }}>
        <Button
          variant="outlined"
          onClick={() => (step === 0 ? redirect('list', resource) : goTo(0))}
          {...BACK_SHORTCUT}
        >
          {translate(`${L}.back`)}
        </Button>
        {step === 0 && (
          <Button variant="contained" onClick={() => void next()} {...SAVE_SHORTCUT}>
            {translate(`${L}.next`)}
          </Button>
        )}
        {step === 1 && !readOnly && <SaveButton label={`${L}.save`} />}
      </Stack>
      <FullScreenSpinner open={!!saving || uploading} label={translate('app.shell.loading')} />
    </CardContent>
  );
}

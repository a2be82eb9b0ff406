import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import {
  AddressFields,
  emptyAddress,
  type AddressNames,
  type AddressPart,
} from '../../components/AddressFields';
import { FormFlag, FormSection } from '../../components/formInputs';

const PARTS: AddressPart[] = ['address', 'province', 'district', 'subdistrict', 'postcode'];

/** The document address as sent: a copy of the first block when the box is ticked. */
export function withCopiedAddress<T extends Record<string, unknown>>(
  values: T,
  copyName: string,
  main: AddressNames,
  doc: AddressNames,
): T {
  if (values[copyName] !== 1) return values;
  const out: Record<string, unknown> = { ...values };
  for (const part of PARTS) out[doc[part]] = values[main[part]] ?? null;
  return out as T;
}

/**
 * The copy-address checkbox and the document-address block (spec part 1 §4): ticked, the
 * document address copies the first address and the block hides; unticked, the block
 * shows cleared and is required.
 */
export function DocumentAddress({
  copyName,
  main,
  doc,
  disabled,
}: {
  copyName: string;
  main: AddressNames;
  doc: AddressNames;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const { control, getValues, setValue, clearErrors } = useFormContext<FieldValues>();
  const copied = useWatch({ control, name: copyName }) === 1;

  const toggle = (checked: boolean) => {
    const values: Record<string, unknown> = checked
      ? Object.fromEntries(PARTS.map((p) => [doc[p], getValues(main[p]) ?? null]))
      : emptyAddress(doc);
    for (const [name, value] of Object.entries(values)) setValue(name, value);
    clearErrors(PARTS.map((p) => doc[p]));
  };

  return (
    <>
      <Box sx={{ mt: -2, mb: 2 }}>
        <FormFlag
          name={copyName}
          label={translate('app.register.form.copy_address')}
          disabled={disabled}
          onToggle={toggle}
        />
      </Box>
      {!copied && (
        <FormSection title={translate('app.register.form.section_doc_address')}>
          <AddressFields
            names={doc}
            addressLabel={translate('app.register.address.doc_address')}
            disabled={disabled}
          />
        </FormSection>
      )}
    </>
  );
}

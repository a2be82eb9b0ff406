import { useEffect } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useLocaleState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PostcodePlace } from '../../contract/schemas/lookups';
import { usePortalData } from '../providers/dataProvider';
import { FormText, readOnlySx, useFormField } from './formInputs';
import { useLookup, type LookupOption } from './useLookup';

/**
 * THE province → district → sub-district cascade of the portal (spec part 1 §4): choosing a
 * province loads its districts, province plus district loads the sub-districts, a chosen
 * sub-district fills the postcode (still editable, 5 digits). Changing a parent clears its
 * children. Typing a 5-digit postcode first narrows the choice to the sub-districts it serves:
 * one fills province, district and sub-district at once; several are offered to choose from.
 * Works inside any react-hook-form by field names, so the company (`com_addr_tp`,
 * `addr_tp_*`, `addr_doc*`), individual (`indiv_addr_id_*`, `indiv_addr_doc*`) and profile
 * forms share it; the contract's COMPANY_ADDRESS etc. are ready-made `names`.
 */

export type AddressPart = 'address' | 'province' | 'district' | 'subdistrict' | 'postcode';
export type AddressNames = Readonly<Record<AddressPart, string>>;

/** Names of a block whose selects share a prefix: `addr_doc` → addr_doc_province, …. */
export const addressNames = (prefix: string, address: string): AddressNames => ({
  address,
  province: `${prefix}_province`,
  district: `${prefix}_district`,
  subdistrict: `${prefix}_subdistrict`,
  postcode: `${prefix}_postcode`,
});

/** The values a cleared block holds (selects empty, texts blank). */
export const emptyAddress = (names: AddressNames) => ({
  [names.address]: '',
  [names.province]: null,
  [names.district]: null,
  [names.subdistrict]: null,
  [names.postcode]: '',
});

/**
 * The block's field names: `names` (e.g. the contract's COMPANY_ADDRESS), or `prefix` of
 * the selects and postcode plus `addressName` of the address line (prefix="addr_tp"
 * addressName="com_addr_tp").
 */
type NameProps =
  | { names: AddressNames; prefix?: never; addressName?: never }
  | { names?: never; prefix: string; addressName: string };

export type AddressFieldsProps = NameProps & {
  /** Label of the address line (already translated): registered, ID-card, contact, document. */
  addressLabel: string;
  /** Every field disabled. */
  disabled?: boolean;
  /** Fields kept as given (registry data): shown, sent, not editable. */
  readOnly?: Partial<Record<AddressPart, boolean>>;
  /** Required markers (default true). */
  required?: boolean;
};

type Row = LookupOption;

const POSTCODE_LENGTH = 5;

const asId = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);

export function AddressFields(props: AddressFieldsProps) {
  const { addressLabel, disabled, readOnly = {}, required = true } = props;
  const names = props.names ?? addressNames(props.prefix, props.addressName);
  const translate = useTranslate();
  const { control, setValue, getFieldState, trigger } = useFormContext<FieldValues>();
  const provinceId = asId(useWatch({ control, name: names.province }));
  const districtId = asId(useWatch({ control, name: names.district }));
  const subdistrictId = asId(useWatch({ control, name: names.subdistrict }));
  const postcodeValue = useWatch({ control, name: names.postcode }) as unknown;
  const label = (part: string) => translate(`app.register.address.${part}`);

  // Names follow the language (English when the locale is en); sub-districts carry the postcode.
  const provinces = useLookup('provinces');
  const districts = useLookup('districts', {
    filter: { province_id: provinceId },
    enabled: provinceId !== null,
  });
  const subdistricts = useLookup('subdistricts', {
    filter: { province_id: provinceId, district_id: districtId },
    enabled: provinceId !== null && districtId !== null,
  });

  /** Sets a field the user did not touch; re-checks it when it already shows an error. */
  const put = (name: string, value: unknown) => {
    setValue(name, value, { shouldDirty: true });
    if (getFieldState(name).error) void trigger(name);
  };
  // The sub-districts of a complete postcode typed before the sub-district is chosen.
  const typed =
    typeof postcodeValue === 'string' && postcodeValue.length === POSTCODE_LENGTH
      ? postcodeValue
      : null;
  const narrowing = !disabled && !readOnly.postcode && typed !== null && subdistrictId === null;
  const places = usePostcodePlaces(narrowing ? typed : null);
  const place = (p: PostcodePlace) => {
    put(names.province, p.province_id);
    put(names.district, p.district_id);
    put(names.subdistrict, p.subdistrict_id);
  };
  const onlyPlace = places.length === 1 ? places[0] : null;
  useEffect(() => {
    if (narrowing && onlyPlace) place(onlyPlace);
    // `place` writes the three selects; it changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [narrowing, onlyPlace]);

  const clearFrom = (part: 'district' | 'subdistrict') => {
    if (part === 'district') put(names.district, null);
    put(names.subdistrict, null);
    put(names.postcode, '');
  };

  const select = (
    part: 'province' | 'district' | 'subdistrict',
    list: { choices: Row[]; isPending: boolean },
    parentMissing: boolean,
    onPicked: (row: Row | null) => void,
  ) => (
    <AddressSelect
      name={names[part]}
      label={label(part)}
      list={list}
      placeholder={parentMissing ? translate(`app.register.address.${part}_first`) : undefined}
      required={required && !disabled}
      disabled={disabled || (parentMissing && !readOnly[part])}
      readOnly={!!readOnly[part]}
      onPicked={onPicked}
    />
  );

  const text = (part: 'address' | 'postcode') => {
    const postcode = part === 'postcode';
    return (
      <FormText
        name={names[part]}
        label={postcode ? label('postcode') : addressLabel}
        required={required}
        disabled={disabled}
        readOnly={!!readOnly[part]}
        digits={postcode}
        maxLength={postcode ? POSTCODE_LENGTH : 500}
        multiline={!postcode}
        autoComplete={postcode ? 'postal-code' : 'street-address'}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {text('address')}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {select('province', provinces, false, () => clearFrom('district'))}
        {select('district', districts, provinceId === null, () => clearFrom('subdistrict'))}
        {select('subdistrict', subdistricts, districtId === null, (row) =>
          put(names.postcode, row?.postcode ?? ''),
        )}
        {text('postcode')}
      </Box>
      {narrowing && places.length > 1 && <PlaceChoices places={places} onChoose={place} />}
    </Box>
  );
}

/** A province, district or sub-district of the block, chosen by typing part of its name. */
function AddressSelect({
  name,
  label,
  list,
  placeholder,
  required,
  disabled,
  readOnly,
  onPicked,
}: {
  name: string;
  label: string;
  list: { choices: Row[]; isPending: boolean };
  placeholder?: string;
  required: boolean;
  disabled?: boolean;
  readOnly: boolean;
  onPicked: (row: Row | null) => void;
}) {
  const translate = useTranslate();
  const { id, field, invalid, error, change } = useFormField({ name });
  const value = list.choices.find((r) => r.id === field.value) ?? null;
  return (
    <Autocomplete<Row>
      id={id}
      options={list.choices}
      value={value}
      getOptionLabel={(r) => r.name}
      getOptionKey={(r) => r.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, row) => {
        if ((row?.id ?? null) === field.value) return;
        change(row ? row.id : null);
        onPicked(row);
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      readOnly={readOnly}
      loading={list.isPending}
      loadingText={translate('app.register.address.loading')}
      noOptionsText={translate('app.register.address.no_options')}
      openText={translate('app.register.address.open')}
      closeText={translate('app.register.address.close')}
      clearText={translate('app.register.address.clear')}
      autoHighlight
      openOnFocus
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          placeholder={placeholder}
          required={required}
          error={invalid}
          helperText={error}
          sx={readOnly ? readOnlySx : undefined}
        />
      )}
    />
  );
}

/** The sub-districts a complete postcode serves (none for anything else). */
function usePostcodePlaces(postcode: string | null): PostcodePlace[] {
  const dataProvider = usePortalData();
  const { data } = useQuery({
    queryKey: ['postcodePlaces', postcode],
    queryFn: ({ signal }) => dataProvider.postcodePlaces(postcode as string, signal),
    enabled: postcode !== null,
    staleTime: Infinity,
  });
  return postcode === null ? [] : (data ?? []);
}

/** The places of a postcode that serves several sub-districts, one button each. */
function PlaceChoices({
  places,
  onChoose,
}: {
  places: PostcodePlace[];
  onChoose: (p: PostcodePlace) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = (th: string, en: string) => (locale === 'en' && en ? en : th);
  return (
    <Box role="group" aria-label={translate('app.register.address.postcode_places')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.register.address.postcode_places')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {places.map((p) => (
          <Button
            key={p.subdistrict_id}
            size="small"
            variant="outlined"
            onClick={() => onChoose(p)}
          >
            {[
              name(p.subdistrict_name_th, p.subdistrict_name_en),
              name(p.district_name_th, p.district_name_en),
              name(p.province_name_th, p.province_name_en),
            ].join(' · ')}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

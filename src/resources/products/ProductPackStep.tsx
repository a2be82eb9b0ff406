import { useContext } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { BARCODE_MAX } from '../../../contract/schemas/products';
import { PhotoInput } from '../../components/PhotoInput';
import { useLookup } from '../../components/useLookup';
import { apiUrl } from '../../providers/urls';
import {
  NumberInput,
  ReadOnlyContext,
  Section,
  SelectInput,
  TextInput,
} from '../../components/ProductInputs';
import { PACKS } from './productValues';

const MEASURES = [
  ['total', 'count'],
  ['wide', 'width'],
  ['long', 'length'],
  ['high', 'height'],
  ['weight', 'weight'],
] as const;

type StoredPhotos = Partial<Record<(typeof PACKS)[number]['stored'], string | null>>;

/** Step 2: unit and size, then the item, inner-pack and case blocks with photo and sizes. */
export function ProductPackStep() {
  const translate = useTranslate();
  const readOnly = useContext(ReadOnlyContext);
  const record = useRecordContext<StoredPhotos>();
  const units = useLookup('unitTypes');
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput source="unit" label="unit" required {...units} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberInput source="size" label="size" required />
        </Grid>
      </Grid>
      {PACKS.map((pack) => {
        const title = translate(`app.products.form.${pack.title}`);
        const stored = record?.[pack.stored];
        return (
          <Section key={pack.prefix} title={title}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 3 }}>
                <PhotoInput
                  source={pack.photo}
                  label={`${translate('app.products.form.photo')} ${title}`}
                  existingUrl={stored ? apiUrl('productPic', { key: stored }) : null}
                  disabled={readOnly}
                  i18nPrefix="app.products.form.image"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 9 }} container spacing={2} alignContent="flex-start">
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput
                    source={`${pack.prefix}_barcode_upc`}
                    label="barcode"
                    required={pack.required}
                    maxLength={BARCODE_MAX}
                  />
                </Grid>
                {MEASURES.map(([suffix, label]) => (
                  <Grid key={suffix} size={{ xs: 12, sm: 6 }}>
                    <NumberInput
                      source={`${pack.prefix}_${suffix}`}
                      label={label}
                      required={pack.required}
                    />
                  </Grid>
                ))}
              </Grid>
            </Grid>
          </Section>
        );
      })}
    </Stack>
  );
}

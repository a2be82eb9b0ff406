import { useContext } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import Grid from '@mui/material/Grid';
import { TEXT_MAX } from '../../../../contract/schemas/products';
import { apiUrl } from '../../../providers/urls';
import { ReadOnlyContext, Section, TextInput } from '../../../components/ProductInputs';
import { PhotoInput } from '../../../components/PhotoInput';
import { SetProductsInput } from './SetProductsInput';

/**
 * What step 2 of the set form holds after the product's packaging blocks: the packaging
 * information, the packing method and the packed set's photo, then the set's products.
 */
export function SetPackExtra() {
  const translate = useTranslate();
  const readOnly = useContext(ReadOnlyContext);
  const record = useRecordContext<{ pic_pack_product?: string | null }>();
  const title = translate('app.products.form.pack_section');
  return (
    <>
      <Section title={title}>
        <Grid container spacing={2} sx={{ mt: 0 }}>
          <Grid size={{ xs: 12, md: 3 }}>
            <PhotoInput
              source="pp_product"
              label={translate('app.products.form.pack_photo')}
              existingUrl={
                record?.pic_pack_product
                  ? apiUrl('productPic', { key: record.pic_pack_product })
                  : null
              }
              disabled={readOnly}
              i18nPrefix="app.products.form.image"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 9 }} container spacing={2} alignContent="flex-start">
            <Grid size={12}>
              <TextInput source="package" label="package" multiline counter maxLength={TEXT_MAX} />
            </Grid>
            <Grid size={12}>
              <TextInput
                source="pack_product"
                label="pack_product"
                multiline
                counter
                maxLength={TEXT_MAX}
              />
            </Grid>
          </Grid>
        </Grid>
      </Section>
      <SetProductsInput />
    </>
  );
}

import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { TEXT_MAX } from '../../../contract/schemas/products';
import { NumberField, ReadOnlyContext, SelectField, TextInput, type Option } from './ProductInputs';
import { useLookup } from './useLookups';

/** Step 1 'ข้อมูลทั่วไป': shop, ids, brand, name, type, code, descriptions, price, VAT. */
export function ProductGeneralStep({
  shops,
  createdDate,
}: {
  shops: Option[];
  createdDate: string;
}) {
  const translate = useTranslate();
  const productTypes = useLookup('productTypes');
  const vatOptions = useLookup('vatOptions');
  const readOnly = useContext(ReadOnlyContext);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField name="shop_id" label="shop" required options={shops} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextInput name="fp_product_id" label="product_id" readOnly />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          label={translate('app.products.form.created_date')}
          value={createdDate}
          disabled={readOnly}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="brand_th" label="brand_th" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="brand_en" label="brand_en" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="product_name_th" label="name_th" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="product_name_en" label="name_en" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField name="product_type" label="product_type" required options={productTypes} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="customer_product_id" label="code" required maxLength={50} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="desc_th" label="desc_th" multiline counter maxLength={TEXT_MAX} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="desc_en" label="desc_en" multiline counter maxLength={TEXT_MAX} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <NumberField name="price" label="price" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField name="vat_nonvat" label="vat" required options={vatOptions} />
      </Grid>
    </Grid>
  );
}

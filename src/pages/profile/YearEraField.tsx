import { useTranslate } from 'react-admin';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { shownYear, warehouseToday, YEAR_ERAS } from '../../../contract/dates';
import { useFormField } from '../../components/formInputs';

const L = 'app.register.profile';

/**
 * The user's choice of how the Thai interface shows years (`year_era`): Buddhist era, the
 * default, or Christian era; each choice shows this year as an example. English always shows
 * Christian-era years. Saved with the profile; the session carries it to every screen.
 */
export function YearEraField({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const { id, field } = useFormField({ name: 'year_era' });
  const year = Number(warehouseToday().slice(0, 4));
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={`${id}-label`}>{translate(`${L}.year_era`)}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        name={field.name}
        value={field.value === 'ce' ? 'ce' : 'be'}
        onChange={(e) => field.onChange(e.target.value)}
      >
        {YEAR_ERAS.map((era) => (
          <FormControlLabel
            key={era}
            value={era}
            control={<Radio inputRef={era === 'be' ? field.ref : undefined} />}
            label={translate(`${L}.year_era_${era}`, { year: shownYear(year, era) })}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={`${id}-help`}>{translate(`${L}.year_era_help`)}</FormHelperText>
    </FormControl>
  );
}

import { useTranslate } from 'react-admin';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { themeOf, THEMES } from '../../../contract/enums';
import { useFormField } from '../../components/formInputs';

const L = 'app.register.profile';

/**
 * The user's choice of the interface's colours (`theme`): light, dark, or the device's light or
 * dark setting (the default). Saved with the profile, so it follows the user to every device;
 * the session carries it to the shell, which applies it at once (src/layout/useSessionTheme.ts).
 */
export function ThemeField({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const { id, field } = useFormField({ name: 'theme' });
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={`${id}-label`}>{translate(`${L}.theme`)}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        name={field.name}
        value={themeOf(field.value)}
        onChange={(e) => field.onChange(e.target.value)}
      >
        {THEMES.map((theme, i) => (
          <FormControlLabel
            key={theme}
            value={theme}
            control={<Radio inputRef={i === 0 ? field.ref : undefined} />}
            label={translate(`${L}.theme_${theme}`)}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={`${id}-help`}>{translate(`${L}.theme_help`)}</FormHelperText>
    </FormControl>
  );
}

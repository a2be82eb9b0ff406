import { useState } from 'react';
import { useTranslate } from 'react-admin';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/**
 * A password text field with a show/hide button. The button is left out of the tab order,
 * except on the sign-in page (`toggleTabbable`).
 */
export function PasswordField({
  toggleTabbable,
  ...props
}: TextFieldProps & { toggleTabbable?: boolean }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      fullWidth
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(
                  shown ? 'app.login.hide_password' : 'app.login.show_password',
                )}
                onClick={() => setShown((s) => !s)}
                edge="end"
                tabIndex={toggleTabbable ? undefined : -1}
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

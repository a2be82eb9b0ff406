import { useState } from 'react';
import { useTranslate } from 'react-admin';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { BoundField } from './fieldProps';

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

/**
 * The new password (with the password rules as its hint) and its confirmation, labelled
 * `${keys}.new_password` and `${keys}.confirm_password`.
 */
export function NewPasswordFields({
  keys,
  bind,
  autoFocus,
  disabled,
}: {
  keys: string;
  bind: (name: 'new_password' | 'cf_new_password', hint?: string) => BoundField;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      <PasswordField
        label={translate(`${keys}.new_password`)}
        autoComplete="new-password"
        autoFocus={autoFocus}
        disabled={disabled}
        {...bind('new_password', translate('app.account.password_hint'))}
      />
      <PasswordField
        label={translate(`${keys}.confirm_password`)}
        autoComplete="new-password"
        disabled={disabled}
        {...bind('cf_new_password')}
      />
    </>
  );
}

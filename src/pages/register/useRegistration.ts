import { useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { RegistrationBody } from '../../../contract/schemas/register';
import { usePortalData } from '../../providers/dataProvider';
import { clearRegistration } from './registrationStorage';
import { failureOf, placeFieldErrors } from '../../providers/apiErrors';
import type { NewAccount } from './SuccessDialog';
import { useBusyAlert } from '../../components/MessageDialog';

/**
 * Saving a registration: the call under the full-screen spinner, a 400's messages under
 * their fields (duplicate e-mail under the e-mail, duplicate id under the id), anything else
 * in an alert, and the new account for the success modal.
 */
export function useRegistration<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly string[],
  aliases?: Record<string, string>,
) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { busy, setBusy, alert, setAlert, closeAlert } = useBusyAlert();
  const [account, setAccount] = useState<NewAccount | null>(null);
  const dataProvider = usePortalData();
  const register = useMutation({
    mutationFn: (body: RegistrationBody) => dataProvider.register(body),
  });

  const save = async (body: RegistrationBody) => {
    setBusy(true);
    try {
      setAccount(await register.mutateAsync(body));
    } catch (e) {
      const left = placeFieldErrors(form, failureOf(e), fields, aliases).join(' ');
      if (left) setAlert(left);
      else if ((e as { status?: number }).status !== 400)
        setAlert(translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  };

  /** A schema message on a field the form does not show (should not happen) goes to the alert. */
  const invalid = (errors: FieldErrors<T>) => {
    const hidden = Object.entries(errors)
      .filter(([name]) => !fields.includes(name))
      .map(([, error]) => String(error?.message ?? ''))
      .filter(Boolean);
    if (hidden.length) setAlert(hidden.map((m) => translate(m, { _: m })).join(' '));
  };

  /** The success modal's button: the registration values go, the sign-in page opens. */
  const toLogin = () => {
    clearRegistration();
    navigate('/login', { replace: true });
  };

  return { busy, alert, closeAlert, account, save, invalid, toLogin };
}

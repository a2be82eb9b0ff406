import type { FieldValues } from 'react-hook-form';
import { useNotify, useRedirect, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { UserAddReply } from '../../../contract/schemas/users';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { formFieldsOf, payloadOf, type UserShape } from './userValues';
import { useOfferUndo } from '../../components/useOfferUndo';

export const F = 'app.users.form';

/** The login e-mail and generated password of a user just added. */
export type NewAccount = Pick<UserAddReply, 'email' | 'password'>;

/**
 * A refused save as the form shows it (spec part 2 §8): the server's field messages under
 * their fields; without one, an add's 400 under the e-mail and a 409 (another user has the
 * number) under the identity number. Answers null when no field takes it.
 */
function fieldRefusal(e: unknown, shape: UserShape, create: boolean): FieldValues | null {
  const failure = failureOf(e);
  const shown = formFieldsOf(shape, create);
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(failure.errors)) {
    if (shown.includes(key)) fields[key] = message;
    else rest.push(message);
  }
  if (!Object.keys(fields).length && failure.message) {
    if (failure.status === 409) fields[shape.idField] = failure.message;
    else if (failure.status === 400 && create) fields.email = failure.message;
  }
  if (!Object.keys(fields).length) return null;
  return rest.length ? { ...fields, root: { serverError: rest.join(' ') } } : fields;
}

/**
 * Saves the add or edit form (the `<Form onSubmit>`), with the form's full-screen spinner
 * while it runs. Added: `onCreated` gets the login e-mail and generated password for the
 * modal. Edited: the message and the user list. A refusal the form can show stays on the
 * form; any other outcome of an edit returns to the list with the server's message (spec
 * part 2 §8), an add keeps its typing and says why.
 */
export function useUserSubmit(
  shape: UserShape | undefined,
  id: Identifier | undefined,
  onCreated?: (account: NewAccount) => void,
  /** An edited user's values as the form opened: the saved message offers to put them back. */
  previous?: FieldValues,
) {
  const dataProvider = usePortalData();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const offerUndo = useOfferUndo();
  const create = id === undefined;

  return async (values: FieldValues) => {
    if (!shape) return undefined;
    const data = payloadOf(values, shape);
    try {
      if (create) {
        const { data: saved } = await dataProvider.create('users', { data });
        const account = saved as unknown as NewAccount;
        onCreated?.({ email: account.email, password: account.password });
      } else {
        await dataProvider.update('users', { id, data, previousData: { id } });
      }
    } catch (e) {
      console.error('Failed to save the user', e);
      const refused = fieldRefusal(e, shape, create);
      if (refused) return refused;
      const failure = failureOf(e);
      const message = failure.message ?? `${F}.save_failed`;
      // Not reached, the form keeps its typing; an edit the server answered goes back to the list.
      if (create || failure.status === undefined) return { root: { serverError: message } };
      notify(message, { type: 'error' });
      redirect('list', 'users');
      return undefined;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      await queryClient.invalidateQueries({ queryKey: ['userAudit'] });
    }
    if (!create) {
      if (previous && id !== undefined) {
        const before = payloadOf(previous, shape);
        offerUndo({ resource: 'users', id, previous: before, message: `${F}.updated` });
      } else notify(`${F}.updated`, { type: 'success' });
      redirect('list', 'users');
    }
    return undefined;
  };
}

import { useState } from 'react';
import { useRedirect, useTranslate } from 'react-admin';
import { CreateFormScreen } from '../../components/RecordFormScreens';
import { UserCreatedDialog } from './UserCreatedDialog';
import { UserFormBody } from './UserForm';
import { F, useUserSubmit, type NewAccount } from './useUserSubmit';
import { NEW_USER, newUserValues, userAddResolver } from './userValues';

/**
 * Add user (/users/create; the spec's /user-information/add-user-information): a staff member
 * (user type 3) with a generated password, shown once in the success modal.
 */
export default function UserCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [account, setAccount] = useState<NewAccount | null>(null);
  const submit = useUserSubmit(NEW_USER, undefined, setAccount);
  const [defaults] = useState(newUserValues);
  const title = translate(`${F}.title_create`);
  return (
    <CreateFormScreen
      resource="users"
      title={title}
      resolver={userAddResolver}
      defaultValues={defaults}
      onSubmit={submit}
      after={<UserCreatedDialog account={account} onDone={() => redirect('list', 'users')} />}
    >
      <UserFormBody title={title} shape={NEW_USER} />
    </CreateFormScreen>
  );
}

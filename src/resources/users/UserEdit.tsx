import type { UserRecord } from '../../../contract/schemas/users';
import { EditFormScreen } from '../../components/RecordFormScreens';
import { UserFormBody } from './UserForm';
import { F, useUserSubmit } from './useUserSubmit';
import { shapeOf, userEditValues, userUpdateResolver } from './userValues';

const useSubmitFor = (record: UserRecord | undefined) =>
  useUserSubmit(
    record && shapeOf(record),
    record?.id,
    undefined,
    record && userEditValues(record, shapeOf(record)),
  );

/**
 * Edit user (/users/:id; the spec's /user-information/edit-user-information reads the id from
 * browser storage): the user's own field set, the e-mail read-only; save returns to the list.
 */
export default function UserEdit() {
  return (
    <EditFormScreen<UserRecord>
      resource="users"
      i18n={F}
      asForm={(record) => userEditValues(record, shapeOf(record))}
      useSubmit={useSubmitFor}
      resolver={userUpdateResolver}
    >
      {(title, record) => <UserFormBody title={title} shape={shapeOf(record)} info={record} />}
    </EditFormScreen>
  );
}

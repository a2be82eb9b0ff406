import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  Create,
  Form,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Resolver } from 'react-hook-form';
import { failureOf } from '../providers/apiErrors';
import { useDocumentTitle, useRecordTitle } from './documentTitle';
import { EditOrBack } from './EditOrBack';
import { useOfferUndo } from './useOfferUndo';

/** Saves the form's values; a refusal comes back as the form's errors. */
type Submit = (values: FieldValues) => Promise<FieldValues | undefined>;

/** The form of a create or edit screen: checked with the contract, asks before leaving. */
interface FormProps {
  // react-admin's <Form> takes a resolver of any values.
  resolver: Resolver<FieldValues>;
  /** 'onTouched' checks each field once left (the settings forms); else on submit. */
  mode?: 'onTouched';
  children: ReactNode;
}

/**
 * The create screen of a resource: the new record's `defaultValues`, no redirect of its own.
 * The form saves itself (its `<Form onSubmit>`), or react-admin saves it as `saved` says (its
 * `transform`, then `onSuccess`, or `onError` instead of react-admin's own).
 */
export function CreateFormScreen({
  resource,
  title,
  defaultValues,
  onSubmit,
  saved,
  resolver,
  mode,
  after,
  children,
}: FormProps & {
  resource: string;
  title: string;
  defaultValues: FieldValues;
  onSubmit?: Submit;
  saved?: {
    onSuccess: (saved: RaRecord, variables: { data?: Partial<RaRecord> }) => unknown;
    onError?: (error: unknown) => void;
    transform?: (data: RaRecord) => Record<string, unknown>;
  };
  /** Shown after the form (a dialog the save opens). */
  after?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Create
      resource={resource}
      title={title}
      mutationOptions={saved && { onSuccess: saved.onSuccess, onError: saved.onError }}
      transform={saved?.transform}
      redirect={false}
    >
      <Form
        resolver={resolver}
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        mode={mode}
        warnWhenUnsavedChanges
        noValidate
      >
        {children}
      </Form>
      {after}
    </Create>
  );
}

/**
 * The edit screen of a resource whose form saves itself: the record read (one that cannot be
 * read says `<i18n>.load_failed` and goes back to the list), shaped for the form by `asForm`,
 * saved by the submit `useSubmit` gives for it; `children` draws the form's fields.
 */
export function EditFormScreen<R extends RaRecord>({
  resource,
  i18n,
  asForm,
  useSubmit,
  resolver,
  mode,
  children,
}: Omit<FormProps, 'children'> & {
  resource: string;
  /** Catalogue section with title_edit and load_failed. */
  i18n: string;
  asForm: (record: R) => FieldValues;
  useSubmit: (record: R | undefined) => Submit;
  children: (title: string, record: R) => ReactNode;
}) {
  const translate = useTranslate();
  const title = translate(`${i18n}.title_edit`);
  return (
    <EditOrBack resource={resource} title={title} loadFailed={`${i18n}.load_failed`}>
      <EditForm
        title={title}
        asForm={asForm}
        useSubmit={useSubmit}
        resolver={resolver}
        mode={mode}
        render={children}
      />
    </EditOrBack>
  );
}

function EditForm<R extends RaRecord>({
  title,
  asForm,
  useSubmit,
  resolver,
  mode,
  render,
}: Omit<FormProps, 'children'> & {
  title: string;
  asForm: (record: R) => FieldValues;
  useSubmit: (record: R | undefined) => Submit;
  render: (title: string, record: R) => ReactNode;
}) {
  const record = useRecordContext<R>();
  useRecordTitle();
  // The form resets when its record changes: shape it once per record read.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => (record ? asForm(record) : undefined), [record]);
  const submit = useSubmit(record);
  if (!record || !values) return null;
  return (
    <Form
      record={values}
      resolver={resolver}
      onSubmit={submit}
      mode={mode}
      warnWhenUnsavedChanges
      noValidate
    >
      {render(title, record)}
    </Form>
  );
}

/**
 * The create and edit screens of a settings resource (its form saves itself, each field is
 * checked once left): the same `Body` under `<i18n>.title_create` or `.title_edit`, a new
 * record from `newValues`, a stored one shaped by `asForm`, saved by `useSubmit`.
 */
export function settingsFormScreens({
  resource,
  i18n,
  Body,
  resolver,
  editResolver = resolver,
  newValues,
  asForm,
  useSubmit,
}: {
  resource: string;
  i18n: string;
  Body: ComponentType<{ title: string }>;
  resolver: Resolver<FieldValues>;
  /** The edit form's check, when it differs from the create form's. */
  editResolver?: Resolver<FieldValues>;
  /** The new record's values, read once a screen. */
  newValues: () => FieldValues;
  asForm: (record: RaRecord) => FieldValues;
  /** The save of a new record (no id) or of a stored one, given the values it was opened with. */
  useSubmit: (id?: Identifier, previous?: FieldValues) => Submit;
}) {
  const useSubmitFor = (record: RaRecord | undefined) =>
    useSubmit(record?.id, record && asForm(record));
  const screen = { resource, mode: 'onTouched' } as const;
  function SettingsCreate() {
    const translate = useTranslate();
    const submit = useSubmit();
    const [defaults] = useState(newValues);
    const title = translate(`${i18n}.title_create`);
    return (
      <CreateFormScreen
        {...screen}
        title={title}
        resolver={resolver}
        defaultValues={defaults}
        onSubmit={submit}
      >
        <Body title={title} />
      </CreateFormScreen>
    );
  }
  function SettingsEdit() {
    return (
      <EditFormScreen
        {...screen}
        i18n={i18n}
        asForm={asForm}
        useSubmit={useSubmitFor}
        resolver={editResolver}
      >
        {(title) => <Body title={title} />}
      </EditFormScreen>
    );
  }
  return { create: SettingsCreate, edit: SettingsEdit };
}

/**
 * A refused save as the form shows it: the server's messages of the form's `fields` under
 * them, a 409 naming no field under `conflictField` (when given), and the server's message
 * as the form's notification.
 */
function refusal(
  e: unknown,
  fields: readonly string[],
  fallback: string,
  conflictField?: string,
): FieldValues {
  const failure = failureOf(e);
  const placed: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(failure.errors)) {
    if (fields.includes(key)) placed[key] = message;
    else rest.push(message);
  }
  if (conflictField && failure.status === 409 && !Object.keys(placed).length && failure.message) {
    placed[conflictField] = failure.message;
  }
  const message = [failure.message, ...rest].filter(Boolean).join(' ') || fallback;
  return { ...placed, root: { serverError: message } };
}

/**
 * Saves a settings form (the `<Form onSubmit>` of its create and edit screens): the `fields`
 * go to the server (`id` unset: a new record), then `<i18n>.created` or `.updated` and the
 * list; a refusal comes back as the form's errors.
 */
export function useSettingsSave({
  resource,
  fields,
  i18n,
  id,
  previous,
  conflictField,
}: {
  resource: string;
  fields: readonly string[];
  i18n: string;
  id: Identifier | undefined;
  /** A stored record's values as its form opened: its saved message offers to put them back. */
  previous?: FieldValues;
  /** The field a 409 naming no field belongs under. */
  conflictField?: string;
}): Submit {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const offerUndo = useOfferUndo();
  const pick = (values: FieldValues) =>
    Object.fromEntries(fields.map((k) => [k, values[k] as unknown]));
  return async (values: FieldValues) => {
    const data = pick(values);
    try {
      if (id === undefined) await dataProvider.create(resource, { data });
      else await dataProvider.update(resource, { id, data, previousData: { id } });
    } catch (e) {
      console.error(`Failed to save the ${resource} record`, e);
      return refusal(e, fields, translate('ra.notification.http_error'), conflictField);
    }
    await queryClient.invalidateQueries({ queryKey: [resource] });
    if (id !== undefined && previous) {
      offerUndo({ resource, id, previous: pick(previous), message: `${i18n}.updated` });
    } else notify(`${i18n}.${id === undefined ? 'created' : 'updated'}`, { type: 'success' });
    redirect('list', resource);
    return undefined;
  };
}

import type { ReactNode } from 'react';
import { Form, SaveButton, useTranslate, type FormProps } from 'react-admin';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSession } from '../providers/session';
import { DatesProvider } from './dateInputs';
import { FormSection, FormSelect, FormText, type Option } from './formInputs';
import { FullScreenSpinner } from './FullScreenSpinner';
import { SaveFooter } from './SaveFooter';

/** What a record's form (booking, order) takes from its screen. */
export interface RecordFormProps {
  /** Translated title of the screen. */
  title: string;
  /** The record's own fields cannot change. */
  readOnly: boolean;
  /** Save is offered (by default, when the record may change). */
  canSave?: boolean;
  /** The photo chosen is going up after the save. */
  uploading?: boolean;
  /** The status field of the edit screen. */
  status?: ReactNode;
  /** Why the record cannot be changed, if it cannot. */
  note?: string;
}

/**
 * The form of a record's create and edit screens (booking, order): validated by the contract's
 * resolver when touched and on save, and asking before leaving with unsaved changes.
 */
export function RecordForm({
  resolver,
  defaultValues,
  children,
}: Pick<FormProps, 'resolver' | 'defaultValues' | 'children'>) {
  return (
    <Form
      resolver={resolver}
      defaultValues={defaultValues}
      mode="onTouched"
      warnWhenUnsavedChanges
      noValidate
    >
      {children}
    </Form>
  );
}

/**
 * The frame of a record's form (booking, order): the title with, once stored, the record's
 * number line (`numberLine`) and what else it shows beside it (`aside`), a note, the sections (`children`), then Back to the list (`back`), the screen's own
 * buttons (`actions`) and Save (`saveLabel`, or the screen's own `saveButton`, when `canSave`);
 * the full-screen spinner while the save or an upload runs.
 */
export function RecordFormFrame({
  title,
  numberLine,
  aside,
  note,
  children,
  back,
  backLabel,
  actions,
  canSave,
  saveLabel,
  saveButton,
  uploading = false,
}: {
  title: string;
  numberLine?: string;
  aside?: ReactNode;
  note?: string;
  children: ReactNode;
  back: string;
  backLabel: string;
  actions?: ReactNode;
  canSave: boolean;
  saveLabel: string;
  /** A save button of the screen's own in place of react-admin's (one that asks first). */
  saveButton?: ReactNode;
  uploading?: boolean;
}) {
  const translate = useTranslate();
  return (
    <DatesProvider>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 1080 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {numberLine && <Typography color="text.secondary">{numberLine}</Typography>}
          {aside}
        </Box>
        {note && (
          <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
            {note}
          </Typography>
        )}
        {children}
        <SaveFooter
          resource={back}
          backLabel={backLabel}
          save={
            <>
              {actions}
              {canSave && (saveButton ?? <SaveButton label={saveLabel} alwaysEnable />)}
            </>
          }
        />
        <FullScreenSpinner open={uploading} label={translate('app.shell.loading')} />
      </CardContent>
    </DatesProvider>
  );
}

/**
 * The record's shop: one of the user's shops, chosen on create and shown on edit (`editing`),
 * where a record stays in its shop.
 */
export function RecordShopSelect({
  label,
  disabled,
  editing,
}: {
  label: string;
  disabled: boolean;
  editing: boolean;
}) {
  const session = useSession();
  const shops: Option[] = (session?.shopList ?? []).map((s) => ({
    id: s.shop_id,
    name: `${s.shop_no} ${s.shop_name}`,
  }));
  return (
    <FormSelect
      name="shop_id"
      label={label}
      options={shops}
      required
      disabled={disabled}
      readOnly={editing}
    />
  );
}

/**
 * The record's remark as a section of its form: the catalogue section `keys` holds its title
 * (section_remark), label (remark) and counter (remark_count, %{count} of %{max}).
 */
export function RemarkSection({
  keys,
  max,
  disabled,
}: {
  keys: string;
  max: number;
  disabled: boolean;
}) {
  const translate = useTranslate();
  return (
    <FormSection title={translate(`${keys}.section_remark`)}>
      <FormText
        name="remark"
        label={translate(`${keys}.remark`)}
        multiline
        maxLength={max}
        disabled={disabled}
        counter={disabled ? undefined : (n) => translate(`${keys}.remark_count`, { count: n, max })}
      />
    </FormSection>
  );
}

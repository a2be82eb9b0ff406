import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Form, useCreatePath, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { USER_TYPE } from '../../../contract/enums';
import type { UserRecord } from '../../../contract/schemas/users';
import { formatDateTime, formatFileSize } from '../../components/format';
import { FieldGrid, FormSection, ShownValue } from '../../components/formInputs';
import { AuditTrail } from '../../components/AuditTrail';
import { BACK_SHORTCUT } from '../../components/shortcuts/catalogue';
import { ShownRecord } from '../../components/LoadedRecord';
import { apiUrl } from '../../providers/urls';
import { kindOf, profileDefaults } from '../../pages/profile/profileValues';
import { UserInfoSections } from '../../pages/profile/UserInfoSections';

const R = 'app.users.record';

/**
 * A user's record for staff (read-only): the account, the user-info field set of the profile
 * with every field disabled, the identity documents attached at first sign-in, each opened
 * through the server (served only to staff and to the document's owner), a button to its
 * edit form, and the history of every change made to the user.
 */
export default function UserShow() {
  const translate = useTranslate();
  const title = translate(`${R}.title`);
  // The list's rows are short (SHORT_ROWS): <Show> reads the whole record, shops and documents.
  // A failed read stays on this screen with the server's message (no redirect).
  return (
    <ShownRecord<UserRecord>
      title={title}
      failedMessage={translate(`${R}.load_failed`)}
      backTo="/users"
      backLabel={translate(`${R}.back`)}
    >
      {(shown) => <UserRecordView record={shown} title={title} />}
    </ShownRecord>
  );
}

/**
 * The record in the profile's field set, every field disabled: a react-admin form holding
 * the record's values, which is never sent.
 */
function UserRecordView({ record, title }: { record: UserRecord; title: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [kind] = useState(() => kindOf(record));
  const [values] = useState<FieldValues>(() => profileDefaults(record, kind));
  const t = (key: string, options?: object) => translate(`${R}.${key}`, options);
  const shops = record.shops.map((s) => `${s.shop_no} ${s.shop_name}`).join(', ');
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <FormSection title={t('section_account')}>
            <FieldGrid>
              <ShownValue label={t('user_id')} value={String(record.id)} />
              <ShownValue label={t('user_type')} value={t(`type_${record.user_type_id}`)} />
              {record.user_type_id === USER_TYPE.COMPANY && (
                <ShownValue label={t('company_name')} value={record.company_name || '-'} />
              )}
              <ShownValue label={t('shops')} value={shops || t('no_shops')} />
              <ShownValue
                label={t('email_status')}
                value={t(record.email_verified ? 'email_verified' : 'email_unverified')}
              />
            </FieldGrid>
          </FormSection>
          <Form defaultValues={values} onSubmit={() => undefined}>
            <UserInfoSections info={record} kind={kind} disabled />
          </Form>
          <FormSection title={t('section_documents')}>
            <IdentityDocuments record={record} />
          </FormSection>
          <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={() => navigate('/users')} {...BACK_SHORTCUT}>
              {t('back')}
            </Button>
            <Button
              component={Link}
              to={createPath({ resource: 'users', id: record.id, type: 'edit' })}
              variant="contained"
              startIcon={<EditOutlined />}
            >
              {t('edit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ mt: 2 }}>
        <AuditTrail resource="userAudit" filter={{ user_id: record.id }} />
      </Box>
    </>
  );
}

function IdentityDocuments({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${R}.${key}`, options);
  if (record.identity_documents.length === 0) {
    return <Alert severity="info">{t('no_documents')}</Alert>;
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('section_documents')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('doc_type')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('doc_name')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('doc_size')}
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('doc_date')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {record.identity_documents.map((doc, i) => (
            <TableRow key={doc.id}>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {translate(`app.account.first_login.doc_${doc.doc_type}`)}
                  {i === 0 && record.identity_documents.length > 1 && (
                    <Chip size="small" color="primary" variant="outlined" label={t('latest')} />
                  )}
                </Box>
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{doc.original_name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(doc.size)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(doc.created_at)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  startIcon={<OpenInNew />}
                  href={apiUrl('identityDoc', { user_id: record.id, doc_id: doc.id })}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('open_doc', { name: doc.original_name })}
                >
                  {t('open')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import { useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { IMPORT_FILE_LIMIT } from '../../contract/limits';
import type { ImportRowError } from '../../contract/schemas/products';
import { failureOf } from '../providers/apiErrors';
import { setShopId, useSession } from '../providers/session';
import { FormSelect, useFormField, type FieldRule } from './formInputs';
import { useDocumentTitle } from './documentTitle';
import { FormButtons } from './FormButtons';
import { ImportErrorsTable } from './ImportErrorsTable';
import { byMode } from '../layout/theme';

export interface ImportFormProps {
  /** The screen's heading (h1). */
  title: string;
  /** The data provider's import call: sends the file for the shop, answers how many rows went in. */
  onImport: (shopId: number, file: File) => Promise<{ inserted: number }>;
  templateUrl: string;
  /** File name the template downloads as. */
  templateName: string;
  /** Where Back and a successful import go. */
  backTo: string;
  /** react-admin resources whose cached lists an import changes. */
  invalidates?: string[];
  /** Server messages shown alone, without the heading and row lines (spec part 2 §8). */
  aloneMessages?: readonly string[];
  /**
   * The file sent back with an error column (beyond the spec): offered after a refusal that
   * names rows, downloaded as `<file name>-errors.xlsx`. Needs the `errors_file` text.
   */
  onErrorsFile?: (shopId: number, file: File) => Promise<Blob>;
  /**
   * Catalogue section of this screen's texts: shop, file, choose_file, no_file, drop_hint,
   * template, rules_title, rule_type, rule_size, rule_rows, back, save, shop_required,
   * file_required, file_type, file_too_large, uploading, upload_failed, check_heading,
   * col_row, col_column, col_message, whole_row, row_line (%{row} %{message}), more_rows
   * (%{count}), done (%{count}); with
   * `onErrorsFile` also errors_file, errors_file_failed.
   */
  i18nPrefix: string;
}

/** The form's values: the shop imported into and the spreadsheet. */
interface ImportValues {
  shop_id: number | null;
  file: File | null;
}

/** The answer shown under the form after a refused import. */
interface ImportProblem {
  message: string;
  rows: ImportRowError[];
}

const SPREADSHEET = /\.(xlsx|xls)$/i;

/**
 * The one spreadsheet import form of the portal: shop, .xlsx file, template link, the
 * file rules, Back and Save; a 400 shows the refused rows as a table of row, column and
 * message, a 500 or lost connection says the file could not be uploaded.
 */
export function ImportForm(props: ImportFormProps) {
  const { onImport, templateUrl, templateName, backTo, i18nPrefix } = props;
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`${i18nPrefix}.${key}`, args);
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  useDocumentTitle(props.title);
  const shops = session?.shopList ?? [];
  // The working shop, until another is chosen here.
  const [defaults] = useState<ImportValues>(() => ({
    shop_id: session?.shopId ?? null,
    file: null,
  }));
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  // The file and shop of the refused upload, for the file back with its errors.
  const [refused, setRefused] = useState<{ shop: number; file: File } | null>(null);
  const [fetchingErrors, setFetchingErrors] = useState(false);
  const upload = useMutation({
    mutationFn: ({ shop, chosen }: { shop: number; chosen: File }) => onImport(shop, chosen),
  });
  const busy = upload.isPending;

  const fileRule = (f: File | null) => {
    if (!f) return t('file_required');
    if (!SPREADSHEET.test(f.name)) return t('file_type');
    if (f.size > IMPORT_FILE_LIMIT) return t('file_too_large');
    return true;
  };

  const save = async (values: FieldValues) => {
    const { shop_id: shopId, file } = values as ImportValues;
    if (shopId === null || !file) return;
    setProblem(null);
    try {
      const reply = await upload.mutateAsync({ shop: shopId, chosen: file });
      for (const resource of props.invalidates ?? []) {
        await queryClient.invalidateQueries({ queryKey: [resource] });
      }
      // The list shown next is the working shop's: the shop imported into.
      if (session?.shopId !== shopId) setShopId(shopId);
      notify(`${i18nPrefix}.done`, {
        type: 'success',
        messageArgs: { count: reply.inserted },
      });
      navigate(backTo);
    } catch (e) {
      const found = problemOf(e, t('upload_failed'), props.aloneMessages ?? []);
      setProblem(found);
      setRefused(found.named ? { shop: shopId, file } : null);
    }
  };

  const downloadErrors = async () => {
    if (!refused || !props.onErrorsFile) return;
    setFetchingErrors(true);
    try {
      const blob = await props.onErrorsFile(refused.shop, refused.file);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${refused.file.name.replace(/\.(xlsx|xls)$/i, '')}-errors.xlsx`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      notify(t('errors_file_failed'), { type: 'warning' });
    } finally {
      setFetchingErrors(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Form defaultValues={defaults} onSubmit={save} noValidate shouldFocusError={false}>
          <Stack spacing={3}>
            <Typography variant="h5" component="h1">
              {props.title}
            </Typography>
            <Box sx={{ maxWidth: 420 }}>
              <FormSelect
                name="shop_id"
                label={t('shop')}
                required
                disabled={busy}
                options={shops.map((s) => ({ id: s.shop_id, name: `${s.shop_no} ${s.shop_name}` }))}
                validate={(v) => v !== null || t('shop_required')}
              />
            </Box>

            <SpreadsheetInput t={t} busy={busy} rule={fileRule} onPicked={() => setProblem(null)} />

            <Box>
              <Typography variant="subtitle2">{t('rules_title')}</Typography>
              <Box component="ul" sx={{ my: 0.5, pl: 3, color: 'text.secondary' }}>
                <li>{t('rule_type')}</li>
                <li>{t('rule_size')}</li>
                <li>{t('rule_rows')}</li>
              </Box>
              <Link
                href={templateUrl}
                download={templateName}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <DownloadOutlined fontSize="small" />
                {t('template')}
              </Link>
            </Box>

            {busy && (
              <Box>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {t('uploading')}
                </Typography>
                <LinearProgress aria-label={t('uploading')} />
              </Box>
            )}

            {problem && (
              <Alert
                severity="error"
                role="alert"
                action={
                  refused &&
                  props.onErrorsFile && (
                    <Button
                      color="inherit"
                      size="small"
                      startIcon={<DownloadOutlined />}
                      disabled={fetchingErrors}
                      // The button's words stay on one line beside the message.
                      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                      onClick={() => void downloadErrors()}
                    >
                      {t('errors_file')}
                    </Button>
                  )
                }
                sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <ImportProblemText problem={problem} t={t} />
              </Alert>
            )}

            <FormButtons
              backLabel={t('back')}
              onBack={() => navigate(backTo)}
              backDisabled={busy}
              saveLabel={t('save')}
              saveDisabled={busy}
            />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}

/**
 * The spreadsheet of the form (field `file`), chosen with the button or dropped on the zone;
 * a file chosen is checked at once.
 */
function SpreadsheetInput({
  t,
  busy,
  rule,
  onPicked,
}: {
  t: (key: string) => string;
  busy: boolean;
  rule: FieldRule<File | null>;
  onPicked: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { trigger } = useFormContext();
  const { field, error } = useFormField<File | null>({ name: 'file', rule });
  const file = field.value as File | null;
  const { onChange } = field;
  const pick = (f: File | null | undefined) => {
    if (!f) return;
    onChange(f);
    onPicked();
    void trigger('file');
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    if (!busy) pick(e.dataTransfer.files?.[0]);
  };
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {t('file')} *
      </Typography>
      <Box
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          bgcolor: byMode('#fafafa', 'rgba(255, 255, 255, 0.05)'),
        }}
      >
        <UploadFileOutlined color="action" sx={{ fontSize: 40 }} />
        <Typography sx={{ my: 1 }} color={file ? 'text.primary' : 'text.secondary'}>
          {file ? file.name : t('no_file')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('drop_hint')}
        </Typography>
        <Button variant="outlined" disabled={busy} onClick={() => fileInput.current?.click()}>
          {t('choose_file')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={t('file')}
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/**
 * A refused row as the table shows it: with its problems one by one, or, from a server that
 * answers only the spec's row_number and message, that message as the row's one problem.
 */
const rowOf = (r: Partial<ImportRowError>): ImportRowError => ({
  row_number: Number(r.row_number),
  message: String(r.message ?? ''),
  errors: r.errors?.length ? r.errors : [{ column: null, message: String(r.message ?? '') }],
});

/**
 * What to show for a failed upload: the server's 400 with its rows (a message of `alone` by
 * itself), else the generic message. `named`: the server named rows of the file.
 */
function problemOf(
  e: unknown,
  fallback: string,
  alone: readonly string[],
): ImportProblem & { named: boolean } {
  const { status, message, data } = failureOf(e);
  if (status === 400 && message) {
    const rows = Array.isArray(data) ? (data as Partial<ImportRowError>[]).map(rowOf) : [];
    return { message, rows: alone.includes(message) ? [] : rows, named: rows.length > 0 };
  }
  // 413 and 403 carry a message worth reading; 500 and a lost connection do not.
  if (status !== undefined && status < 500 && message) return { message, rows: [], named: false };
  return { message: fallback, rows: [], named: false };
}

/** The heading's words without a trailing colon ('กรุณาตรวจสอบข้อมูล :' says 'กรุณาตรวจสอบข้อมูล'). */
const words = (text: string) => text.replace(/\s*:\s*$/, '');

function ImportProblemText({
  problem,
  t,
}: {
  problem: ImportProblem;
  t: (key: string, args?: Record<string, unknown>) => string;
}) {
  const named = problem.rows.length > 0;
  return (
    <>
      {/* The server's message may already be the heading's own words: say them once. */}
      {(!named || words(problem.message) !== words(t('check_heading'))) && (
        <Typography>{problem.message}</Typography>
      )}
      {named && <ImportErrorsTable rows={problem.rows} t={t} />}
    </>
  );
}

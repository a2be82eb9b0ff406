import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportRowError } from '../../contract/schemas/products';

/** Rows listed at most; a 10,000-row file refused whole would otherwise flood the page. */
const MAX_LISTED_ROWS = 500;

/**
 * The refused rows of an import as a table under the check-data heading (its caption): the
 * spreadsheet row, the column (its heading; 'ทั้งแถว' for a rule of the whole row) and the
 * message, one line per problem, a row's problems grouped under its number. Each row's group
 * is named by the spec's line 'แถวที่ {row} {message}' (part 1 §8, part 2 §8) word for word.
 * Its columns wrap rather than widen, so a phone's page never scrolls sideways.
 */
export function ImportErrorsTable({
  rows,
  t,
}: {
  rows: ImportRowError[];
  /** The import screen's texts: check_heading, col_row, col_column, col_message, whole_row, row_line, more_rows. */
  t: (key: string, args?: Record<string, unknown>) => string;
}) {
  const listed = rows.slice(0, MAX_LISTED_ROWS);
  const heading = t('check_heading');
  return (
    <>
      <Box
        role="region"
        aria-label={heading}
        // Scrolled by keyboard too when long.
        tabIndex={0}
        sx={{
          mt: 1,
          maxHeight: 360,
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Table
          size="small"
          stickyHeader
          sx={{
            tableLayout: 'fixed',
            width: '100%',
            '& caption': {
              captionSide: 'top',
              color: 'text.primary',
              fontWeight: 600,
              px: 1,
              pt: 1,
              pb: 0.5,
            },
            '& th, & td': {
              px: 1,
              verticalAlign: 'top',
              overflowWrap: 'anywhere',
            },
          }}
        >
          <caption>{heading}</caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: '4.5em' }}>
                {t('col_row')}
              </TableCell>
              <TableCell scope="col" sx={{ width: '35%' }}>
                {t('col_column')}
              </TableCell>
              <TableCell scope="col">{t('col_message')}</TableCell>
            </TableRow>
          </TableHead>
          {listed.map((r) => (
            <TableBody
              key={r.row_number}
              aria-label={t('row_line', { row: r.row_number, message: r.message })}
            >
              {r.errors.map((e, i) => (
                <TableRow key={i}>
                  {i === 0 && (
                    <TableCell
                      component="th"
                      scope="rowgroup"
                      rowSpan={r.errors.length}
                      sx={{ fontWeight: 600 }}
                    >
                      {r.row_number}
                    </TableCell>
                  )}
                  <TableCell>{e.column ?? t('whole_row')}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          ))}
        </Table>
      </Box>
      {rows.length > listed.length && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('more_rows', { count: rows.length - listed.length })}
        </Typography>
      )}
    </>
  );
}

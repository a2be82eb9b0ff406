import { useMemo, useState } from 'react';
import { DataTable, ListContextProvider, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { MovementRow } from '../../../contract/schemas/inventory';
import { EmptyList, PhoneOrTable, useOwnList } from '../../components/listParts';
import { formatDateTime } from '../../components/format';
import { ImageViewer } from '../../components/ImageViewer';
import { Pager } from '../../components/Pager';
import { picUrl } from '../../components/productParts';

const H = 'app.stock.history';
const Col = DataTable.Col<MovementRow>;
const numberFormat = new Intl.NumberFormat('th-TH', { signDisplay: 'exceptZero' });
const balanceFormat = new Intl.NumberFormat('th-TH');

/** The signed quantity of a movement: green in, red out. */
function Change({ row }: { row: MovementRow }) {
  const color = row.change > 0 ? 'success.main' : row.change < 0 ? 'error.main' : undefined;
  return (
    <Box component="span" sx={{ color, fontWeight: 600 }}>
      {numberFormat.format(row.change)}
    </Box>
  );
}

function Photo({ row, onOpen }: { row: MovementRow; onOpen: (r: MovementRow) => void }) {
  const translate = useTranslate();
  if (!row.photo) return null;
  return (
    <ButtonBase
      aria-label={translate(`${H}.open_photo`, { date: formatDateTime(row.created_dt) })}
      onClick={() => onOpen(row)}
      sx={{
        width: 40,
        height: 40,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="img"
        src={picUrl(row.photo)}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </ButtonBase>
  );
}

/**
 * The movement history of a stock item (DESIGN.md "Stock is a ledger"), newest first, 10 a
 * page: date and time, kind, signed quantity, balance after, who, remark and photo (opens
 * the image viewer). A table, or a simple list on a phone.
 */
export function MovementHistory({ inventoryId }: { inventoryId: number }) {
  const translate = useTranslate();
  const filter = useMemo(() => ({ inventory_id: inventoryId }), [inventoryId]);
  const list = useOwnList<MovementRow>({ resource: 'movements', filter });
  const [viewing, setViewing] = useState<MovementRow | null>(null);
  const kind = (r: MovementRow) => translate(`app.stock.kinds.${r.kind}`);
  const who = (r: MovementRow) => r.user_name ?? '–';
  const empty = <EmptyList keys={H} icon={HistoryOutlined} />;

  return (
    <ListContextProvider value={list}>
      <Card component="section" aria-labelledby="movement-history" sx={{ mt: 2, mb: 2 }}>
        <Typography id="movement-history" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
          {translate(`${H}.title`)}
        </Typography>
        <PhoneOrTable<MovementRow>
          empty={empty}
          phone={{
            primaryText: (r) => (
              <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <span>{kind(r)}</span>
                <Change row={r} />
              </Box>
            ),
            secondaryText: (r) => (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                <span>
                  {translate(`${H}.balance_line`, { balance: balanceFormat.format(r.balance) })}
                </span>
                <span>{`${formatDateTime(r.created_dt)} · ${who(r)}`}</span>
                {r.remark && <span>{r.remark}</span>}
              </Box>
            ),
            rightIcon: (r) => <Photo row={r} onOpen={setViewing} />,
            sx: { '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' } },
          }}
        >
          <Col
            label={`${H}.col_date`}
            render={(r) => formatDateTime(r.created_dt)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <Col label={`${H}.col_kind`} render={kind} />
          <Col label={`${H}.col_change`} align="right" render={(r) => <Change row={r} />} />
          <Col
            label={`${H}.col_balance`}
            align="right"
            render={(r) => balanceFormat.format(r.balance)}
          />
          <Col label={`${H}.col_user`} render={who} />
          <Col
            label={`${H}.col_remark`}
            render={(r) => r.remark ?? ''}
            sx={{ minWidth: 160, wordBreak: 'break-word' }}
          />
          <Col label={`${H}.col_photo`} render={(r) => <Photo row={r} onOpen={setViewing} />} />
        </PhoneOrTable>
        <Pager totalKey={`${H}.total`} />
      </Card>
      <ImageViewer
        src={viewing?.photo ? picUrl(viewing.photo) : null}
        title={translate(`${H}.photo_title`)}
        onClose={() => setViewing(null)}
      />
    </ListContextProvider>
  );
}

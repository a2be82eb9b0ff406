import { useNotify, useTranslate } from 'react-admin';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { SelectedRowsButton, useSelectedRowsAction } from '../../components/BusyButton';
import { usePortalData } from '../../providers/dataProvider';

const T = 'app.inventory.list';

/**
 * 'Check stock of selected items' (spec part 2 §4.2): records a stock-check movement for
 * every selected item, on any page, then reloads the list and clears the selection.
 */
export function CheckStockButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePortalData();
  const action = useSelectedRowsAction(
    async (ids) => {
      const reply = await dataProvider.checkStock(ids.map(Number));
      notify(`${T}.checked`, { type: 'success', messageArgs: { count: reply.checked } });
    },
    `${T}.check_failed`,
    'Failed to record the stock check',
  );

  return (
    <SelectedRowsButton action={action} icon={<FactCheckOutlined />}>
      {translate(`${T}.check_selected`)}
    </SelectedRowsButton>
  );
}

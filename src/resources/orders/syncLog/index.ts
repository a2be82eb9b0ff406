import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { resourceScreens } from '../../resourceScreens';

/** The marketplace sync log (/marketplaceLog): a list only, read under the order list's menu. */
export default resourceScreens(HistoryOutlined, 'id', {
  list: () => import('./SyncLogList'),
});

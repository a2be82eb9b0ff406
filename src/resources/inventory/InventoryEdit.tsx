import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BACK_SHORTCUT } from '../../components/shortcuts/catalogue';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { InventoryRecord } from '../../../contract/schemas/inventory';
import { FieldGrid, FormSection, ShownValue } from '../../components/formInputs';
import { ImageViewer } from '../../components/ImageViewer';
import { ShownRecord } from '../../components/LoadedRecord';
import { useMayDo } from '../../providers/access';
import { picUrl } from '../../components/productParts';
import { AdjustForm } from './AdjustForm';
import { F, ProductDetails, type ShownProduct } from './inventoryParts';
import { MovementHistory } from './MovementHistory';
import { ReorderPoint } from './ReorderPoint';
import { ShelfPanel } from './ShelfPanel';

const amountFormat = new Intl.NumberFormat('th-TH');

/**
 * A stock item (/inventory/:id; spec part 2 §2.2 "edit-inventory", §5.2): shop, product and
 * current stock read-only; staff adjust the quantity with a reason and a photo; the shelf
 * bins by floor; the reorder point (staff and the shop's users); the movement history.
 * Shop users see it read-only but for the reorder point.
 */
export default function InventoryEdit() {
  const translate = useTranslate();
  const canWrite = useMayDo('inventory', 'edit');
  const title = translate(`${F}.${canWrite ? 'title_edit' : 'title_view'}`);
  return (
    <ShownRecord<InventoryRecord>
      resource="inventory"
      title={title}
      failedMessage={translate(`${F}.load_failed`)}
      backTo="/inventory"
      backLabel={translate(`${F}.back`)}
    >
      {(record) => <ItemView record={record} title={title} canWrite={canWrite} />}
    </ShownRecord>
  );
}

function ItemView({
  record,
  title,
  canWrite,
}: {
  record: InventoryRecord;
  title: string;
  canWrite: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<ShownProduct | null>(null);
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 1,
              mb: 3,
            }}
          >
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Button variant="outlined" onClick={() => navigate('/inventory')} {...BACK_SHORTCUT}>
              {t('back')}
            </Button>
          </Box>
          <FormSection title={t('section_product')}>
            <Box sx={{ mb: 2 }}>
              <FieldGrid>
                <ShownValue label={t('shop')} value={`${record.shop_no} ${record.shop_name}`} />
                <ShownValue label={t('current')} value={amountFormat.format(record.inventory)} />
              </FieldGrid>
            </Box>
            <ProductDetails row={record} onOpenImage={setViewing} />
          </FormSection>
          {canWrite && <AdjustForm record={record} />}
          <ShelfPanel record={record} />
          <ReorderPoint record={record} />
        </CardContent>
      </Card>
      <MovementHistory inventoryId={record.id} />
      <ImageViewer
        src={viewing?.pic ? picUrl(viewing.pic) : null}
        title={viewing?.product_name_th ?? ''}
        onClose={() => setViewing(null)}
      />
    </>
  );
}

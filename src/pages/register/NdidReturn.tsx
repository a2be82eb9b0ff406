import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { USER_TYPE } from '../../../contract/enums';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { MessageDialog } from '../../components/MessageDialog';
import { usePortalData } from '../../providers/dataProvider';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { PublicFrame } from '../../components/PublicFrame';
import { readReg, STATUS, writeReg } from './registrationStorage';
import { failureOf } from '../../providers/apiErrors';

const L = 'app.register.ndid';

/**
 * The national digital ID sends the user back here with ?code=…&state=… (or ?error=…).
 * The state must be the one kept when the user left; the code is exchanged once for the
 * Thai ID data, which is kept in session storage, and the address loses its query, so a
 * reload shows the prefilled form rather than spending the single-use code again.
 */
export function NdidReturn({ params }: { params: URLSearchParams }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const [expected] = useState(() => readReg('ndidState'));
  const cancelled = params.has('error');
  const stateOk = !!expected && params.get('state') === expected;
  const valid = !cancelled && stateOk && code !== '';
  const dataProvider = usePortalData();

  const { data, error } = useQuery({
    queryKey: ['ndidData', code],
    queryFn: () => dataProvider.ndidData({ code }),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (!data) return;
    writeReg({
      applicantType: String(USER_TYPE.INDIVIDUAL),
      applicantStatus: String(STATUS.THAI),
      individualIdNumber: data.id_card,
      ndidData: JSON.stringify(data),
      ndidState: null,
    });
    navigate('/register/individual-register', { replace: true });
  }, [data, navigate]);

  const problem = cancelled
    ? translate(`${L}.cancelled`)
    : !stateOk || !code
      ? translate(`${L}.state_mismatch`)
      : error
        ? failureOf(error).message || translate(`${L}.failed`)
        : null;

  return (
    <PublicFrame
      icon={<PersonAddAltOutlined color="primary" sx={{ fontSize: 44 }} />}
      title={translate('app.register.individual.title_thai')}
      maxWidth={560}
    >
      <FullScreenSpinner open={problem === null} label={translate(`${L}.loading`)} />
      <MessageDialog
        open={problem !== null}
        title={translate(`${L}.error_title`)}
        message={problem ?? ''}
        button={translate(`${L}.back_to_register`)}
        onClose={() => {
          writeReg({ ndidState: null });
          navigate('/register', { replace: true });
        }}
      />
    </PublicFrame>
  );
}

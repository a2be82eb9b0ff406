import { Suspense } from 'react';
import { lazyScreen } from '../components/lazyScreen';

// The form and its validation load only when the dialog opens.
const ChangePasswordForm = lazyScreen(() => import('../pages/account/ChangePasswordForm'));

/** Change-password dialog of the top bar (spec part 3 §2 Shell); mounted fresh at each opening. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordForm onClose={onClose} />
    </Suspense>
  );
}

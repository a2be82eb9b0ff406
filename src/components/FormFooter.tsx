import { useFormState } from 'react-hook-form';
import { ListFooter } from './SaveFooter';

/**
 * The end of a record's form that saves itself (`<Form onSubmit>`): Back to the resource's
 * list, Save (disabled while saving) and the full-screen spinner while the save runs.
 */
export function FormFooter(props: { resource: string; backLabel: string; saveLabel: string }) {
  const { isSubmitting } = useFormState();
  return <ListFooter {...props} saving={isSubmitting} />;
}

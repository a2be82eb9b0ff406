/** Undo after a safe edit (src/components/useOfferUndo.tsx): products, sets, users, settings. */
export const undo = {
  undo: 'Undo',
  undo_label: 'Undo: put this edit back',
  undoing: 'Putting the edit back...',
  undone: 'The edit was undone',
  failed: 'The edit could not be undone: %{message}',
};

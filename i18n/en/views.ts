/** Saved views of the lists (th-screens/views.ts). */
export const views = {
  button: 'Views',
  none: 'No saved views yet',
  load_failed: 'Could not load the views',
  save: 'Save this view',
  save_title: 'Save this view',
  save_hint: "Keeps this list's search, tab, filters and sort order to use again",
  name: 'View name',
  submit: 'Save',
  cancel: 'Cancel',
  saved: 'View "%{name}" saved',
  rename: 'Rename',
  rename_name: 'Rename view %{name}',
  rename_title: 'Rename view',
  renamed: 'View renamed to "%{name}"',
  delete: 'Delete',
  delete_name: 'Delete view %{name}',
  delete_title: 'Delete view',
  delete_question: 'Delete this view? The list and its records stay as they are.',
  deleted: 'View "%{name}" deleted',
  copy_link: 'Copy link',
  copied: 'Link to this view copied: whoever has the same access and opens it sees the same list',
  copy_failed: 'Could not copy the link',
};

export const viewValidation = {
  name_required: 'Please enter the view name',
  name_too_long: 'The view name must be at most 60 characters',
  name_exists: 'A view of this list already has this name; please choose another',
  too_many: 'At most %{max} views of this list can be saved; please delete one you no longer use',
  not_found: 'The view was not found',
};

/**
 * Saves a file the app fetched (an export, labels, an error file) under `name`, as a download
 * link would: through an object address the browser lets go of once it has the file.
 */
export function saveFile(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

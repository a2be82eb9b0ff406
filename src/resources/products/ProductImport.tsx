// Placeholder while the screen is built.
export default function ProductImport() {
  return null;
}

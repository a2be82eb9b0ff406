// Placeholder while the screen is built.
export default function ProductEdit() {
  return null;
}

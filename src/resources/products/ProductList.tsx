// Placeholder while the screen is built.
export default function ProductList() {
  return null;
}

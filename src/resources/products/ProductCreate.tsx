// Placeholder while the screen is built.
export default function ProductCreate() {
  return null;
}

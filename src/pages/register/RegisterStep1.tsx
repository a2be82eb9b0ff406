// Placeholder while the screen is built.
export default function RegisterStep1() {
  return null;
}

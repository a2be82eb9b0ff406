// Placeholder while the screen is built.
export default function IndividualRegister() {
  return null;
}

// Placeholder while the screen is built.
export default function CompanyRegister() {
  return null;
}

// Placeholder while the screen is built.
export default function ResetPasswordPage() {
  return null;
}

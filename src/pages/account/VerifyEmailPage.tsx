// Placeholder while the screen is built.
export default function VerifyEmailPage() {
  return null;
}

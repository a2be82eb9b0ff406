// Placeholder while the screen is built.
export default function PrivacyPolicyPage() {
  return null;
}

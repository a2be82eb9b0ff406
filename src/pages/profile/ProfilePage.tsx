// Placeholder while the screen is built.
export default function ProfilePage() {
  return null;
}

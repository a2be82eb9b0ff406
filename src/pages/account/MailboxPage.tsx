// Placeholder while the screen is built.
export default function MailboxPage() {
  return null;
}

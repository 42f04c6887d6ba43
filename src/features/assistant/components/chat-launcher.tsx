// Placeholder: the assistant engineer replaces this with the floating chat button and panel.
export function ChatLauncher() {
  return null;
}

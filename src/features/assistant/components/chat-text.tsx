// Assistant text as React text nodes; only the site's own paths become router links.
import { Link } from 'react-router-dom';
import { splitChatText } from '../chat-text.ts';

export function ChatText({ text }: { text: string }) {
  return (
    <>
      {splitChatText(text).map((part, i) =>
        part.kind === 'link' ? (
          <Link key={i} to={part.href} className="font-medium underline underline-offset-2">
            {part.href}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * The live region of a list of dismissable messages: it holds their texts only, so a screen
 * reader speaks a new message and not its close button with it ("Removed from cart Schließen"),
 * which it would if the visible list, buttons and all, were the region. Each message is its own
 * line, so a new one is read as an addition and a dismissed one is not read at all. Rendered
 * with the list from the server on, because a region that appears together with its text is
 * not reliably announced (like FormAnnouncer).
 */
export function MessagesAnnouncer({
  messages,
}: {
  messages: readonly { id: string; message: string }[]
}) {
  return (
    <div className="visually-hidden" role="status">
      {messages.map((message) => (
        <p key={message.id}>{message.message}</p>
      ))}
    </div>
  )
}

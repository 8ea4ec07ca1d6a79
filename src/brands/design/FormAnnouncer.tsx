/**
 * A form's live region: it speaks the form's latest message (a field found invalid when it was
 * left, how many fields a failed submission marked) politely, after what the reader is saying.
 * It is rendered empty with the form, on the server too, because a region that appears together
 * with its text is not reliably announced; the messages beside the fields stay silent
 * (FieldMessage) and are read with their field through aria-describedby.
 * https://www.w3.org/WAI/ARIA/apg/patterns/alert/ (why not one alert per field)
 */
export function FormAnnouncer({ children }: { children: string }) {
  return (
    <p className="visually-hidden" role="status">
      {children}
    </p>
  )
}

/**
 * JSON for embedding inside an HTML <script> element. `<` is escaped so that a CMS text holding
 * `</script>` or `<!--` cannot end the element; U+2028 and U+2029 are escaped because older
 * parsers treat them as line ends. `>` and `&` go too, so the text is inert in any HTML context.
 */
export const toScriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

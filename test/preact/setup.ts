// preact/debug reports what React's development build would: a hydration that met another
// element than the server rendered, invalid nesting, duplicate keys. Through console.error,
// which the hydration harnesses collect.
import 'preact/debug'

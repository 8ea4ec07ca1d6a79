// GraphQL SDL files are imported as text: wrangler's `[[rules]] type = "Text"` for **/*.graphql.
declare module '*.graphql' {
  const sdl: string
  export default sdl
}

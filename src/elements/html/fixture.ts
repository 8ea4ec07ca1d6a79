import { element } from '../testing/element'

export const fixture = element(506, 'html', {
  bodytext:
    '<div class="newsletter-teaser"><p>10 % Rabatt auf Ihre erste Bestellung</p>' +
    '<script>window.tracking = true</script><a href="/newsletter" onclick="track()">Jetzt anmelden</a></div>',
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Jetzt anmelden'

import { useEffect, useState } from 'react'
import { useAccountActions } from '../../account'
import { Button } from '../../brands/design/Button'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { useStorefront } from '../../lib/storefront-context'
import type { ElementProps } from '../registry'
import { SignedInOnly } from '../shared/account-auth'
import { ElementHeader } from '../shared/ElementHeader'

/**
 * The account overview: a greeting with the customer's name (loaded in the browser: it is
 * never in the cached page), the links to the account areas the editor lists, and the sign-out
 * button, after which the shopper is on the home page as a guest with a notice.
 */
export function AccountElement({ content }: ElementProps<'account'>) {
  return (
    <div className="ce-account-auth ce-account">
      <ElementHeader fields={content} />
      <SignedInOnly>
        <Overview links={content.links} bodytext={content.bodytext} />
      </SignedInOnly>
    </div>
  )
}

function Overview({
  links,
  bodytext,
}: {
  links: ElementProps<'account'>['content']['links']
  bodytext: ElementProps<'account'>['content']['bodytext']
}) {
  const t = useT()
  const account = useAccountActions()
  const { localePath } = useStorefront()
  const [name, setName] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    void account.load().then(async (actions) => {
      const customer = actions && (await actions.loadCustomer())
      if (live && customer) setName(customer.firstname || customer.email)
    })
    return () => {
      live = false
    }
  }, [account])
  const signOut = async () => {
    setBusy(true)
    const actions = await account.load()
    // Signing out never fails: without the actions' code the session ends on this page.
    if (!actions) account.signOutHere()
    else {
      await actions.signOut()
      await actions.continueTo(localePath('/'), { key: 'message.account.signed-out', type: 'info' })
    }
    setBusy(false)
  }
  return (
    <>
      <p className="ce-account__greeting" aria-live="polite">
        {name === null
          ? t('account.overview.welcome')
          : // Filled here too: a CMS text may come without i18next's interpolation.
            t('account.overview.greeting', { name }).replace('{{name}}', name)}
      </p>
      <RichText html={bodytext} />
      {links.length > 0 && (
        <nav aria-label={t('account.overview.areas')}>
          <ul className="ce-account__areas">
            {links.map((entry) => (
              <li key={entry.link}>
                <a className="ce-account__area" href={entry.link}>
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Button variant="outline" onClick={() => void signOut()} disabled={busy}>
        {t('account.sign-out')}
      </Button>
    </>
  )
}
